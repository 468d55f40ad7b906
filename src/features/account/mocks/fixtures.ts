// psdata of the account calls as the reference API sends them (server/routes/{auth,account}.ts); the countries are
// @/shared/address/mocks', orders and returns @/features/orders/mocks'.
import type { PsAddress } from '@/shared/address'
import type { PsEnvelope } from '@/shared/api'
import { refusalBody } from '@/test/refusals'
import type { PsCustomer, PsSignedIn } from '../api/dto'

export const ok = <T>(psdata: T, message?: string, code = 200): PsEnvelope<T> => ({ success: true, code, psdata, ...(message ? { message } : {}) })

/** A refusal as the reference API sends it (its codes, English messages unless `say` words them otherwise). */
export const fail = refusalBody

export function customerFixture(overrides: Partial<PsCustomer> = {}): PsCustomer {
  return {
    id_customer: 7,
    email: 'giulia@example.com',
    firstname: 'Giulia',
    lastname: 'Romano',
    gender: 'f',
    birthday: null,
    newsletter: false,
    newsletter_sections: [],
    order_notifications: true,
    commercial_consent: false,
    lang: 'en',
    is_guest: false,
    date_add: '2026-01-10T09:00:00.000Z',
    ...overrides,
  }
}

export const signedInFixture = (overrides: Partial<PsCustomer> = {}, cartCount = 2): PsSignedIn => ({
  customer: customerFixture(overrides),
  cart_count: cartCount,
})

export function addressFixture(overrides: Partial<PsAddress> = {}): PsAddress {
  return {
    id_address: 11,
    alias: 'Home',
    company: '',
    firstname: 'Giulia',
    lastname: 'Romano',
    address1: 'Via Roma',
    house_number: '1',
    address2: '',
    postcode: '20121',
    city: 'Milano',
    state: 'MI',
    state_name: 'Milano',
    id_country: 1,
    country: 'Italy',
    country_iso: 'IT',
    phone: '+39 02 1234567',
    vat_number: '',
    tax_code: '',
    pec: '',
    sdi: '',
    address_type: 'shipping',
    is_default: true,
    formatted: ['Giulia Romano', 'Via Roma 1', '20121 Milano MI', 'Italy'],
    ...overrides,
  }
}
