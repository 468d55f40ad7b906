// psdata of the account calls as the reference API sends them (server/routes/{auth,account,geo,orders,returns}.ts).
import type { PsEnvelope } from '@/shared/api'
import type { PsAddress, PsCountries, PsCountry, PsCustomer, PsOrder, PsOrderSummary, PsSignedIn } from '../api/dto'

export const ok = <T>(psdata: T, message?: string, code = 200): PsEnvelope<T> => ({ success: true, code, psdata, ...(message ? { message } : {}) })

export const fail = (code: number, message: string, errors?: Record<string, string>) => ({
  success: false,
  code,
  psdata: null,
  message,
  ...(errors ? { errors } : {}),
})

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

export const signedInFixture = (overrides: Partial<PsCustomer> = {}, cartCount = 2): PsSignedIn => ({ customer: customerFixture(overrides), cart_count: cartCount })

const country = (c: Partial<PsCountry> & Pick<PsCountry, 'id_country' | 'iso_code' | 'name'>): PsCountry => ({
  is_eu: true,
  zone: 'EU',
  needs_zip: true,
  zip_pattern: null,
  zip_example: null,
  needs_state: false,
  states: [],
  call_prefix: '',
  vat_prefix: null,
  ...c,
})

export const countriesFixture: PsCountries = {
  countries: [
    country({ id_country: 1, iso_code: 'IT', name: 'Italy', zone: 'IT', zip_pattern: '^\\d{5}$', zip_example: '00184', needs_state: true, vat_prefix: 'IT',
      states: [{ iso_code: 'MI', name: 'Milano' }, { iso_code: 'RM', name: 'Roma' }], call_prefix: '+39' }),
    country({ id_country: 2, iso_code: 'DE', name: 'Germany', zip_pattern: '^\\d{5}$', zip_example: '10115', vat_prefix: 'DE', call_prefix: '+49' }),
    country({ id_country: 3, iso_code: 'CH', name: 'Switzerland', is_eu: false, zone: 'EUROPE_NON_EU', zip_pattern: '^\\d{4}$', zip_example: '8001', call_prefix: '+41' }),
    country({ id_country: 4, iso_code: 'US', name: 'United States', is_eu: false, zone: 'WORLD', zip_pattern: '^\\d{5}(-\\d{4})?$', zip_example: '10001',
      needs_state: true, states: [{ iso_code: 'CA', name: 'California' }, { iso_code: 'NY', name: 'New York' }], call_prefix: '+1' }),
  ],
  groups: [
    { id: 'IT', name: 'Italy', countries: ['IT'] },
    { id: 'EU', name: 'European Union', countries: ['DE'] },
    { id: 'EUROPE_NON_EU', name: 'Europe (outside the EU)', countries: ['CH'] },
    { id: 'WORLD', name: 'Rest of the world', countries: ['US'] },
  ],
}

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

export function orderSummaryFixture(overrides: Partial<PsOrderSummary> = {}): PsOrderSummary {
  return {
    id_order: 31,
    reference: 'XKBKNABJK',
    date_add: '2026-03-14T10:30:00.000Z',
    status: 'delivered',
    status_label: 'Delivered',
    total_paid: 150,
    total_tax: 27.05,
    products_count: 2,
    carrier_name: 'Courier',
    gateway: 'CREDITCARD',
    ...overrides,
  }
}

export function orderFixture(overrides: Partial<PsOrder> = {}): PsOrder {
  const address = addressFixture()
  return {
    ...orderSummaryFixture(),
    history: [
      { status: 'awaiting_payment', label: 'Awaiting payment', date_add: '2026-03-14T10:30:00.000Z' },
      { status: 'delivered', label: 'Delivered', date_add: '2026-03-16T10:30:00.000Z' },
    ],
    products: [
      { id_order_detail: 101, id_product: 5, id_product_attribute: 12, name: 'Merino sweater', reference: 'MS-1', attributes: 'Size: M', quantity: 2,
        unit_price: 60, regular_unit_price: 75, total: 120, default_image: { url: '/img/p/ms-medium.webp', width: 300, height: 300 },
        url: '/en/5-merino-sweater.html', returned_quantity: 0, returnable_quantity: 2 },
      { id_order_detail: 102, id_product: 6, id_product_attribute: 0, name: 'Riding gloves', reference: 'RG-1', attributes: '', quantity: 1,
        unit_price: 30, regular_unit_price: 30, total: 30, default_image: null, url: null, returned_quantity: 0, returnable_quantity: 1 },
    ],
    totals: { products: 150, discounts: 0, shipping: 0, points: 0, vat_exempt: 0, tax: 27.05, total: 150, duties_excluded: false },
    vouchers: [],
    carrier: { id_carrier: 1, name: 'Courier' },
    pudo: null,
    delivery_message: 'Leave it with the concierge',
    addresses: { delivery: address, invoice: address },
    email: 'giulia@example.com',
    gateway_name: 'Credit card',
    payment: { status: 'approved', card_brand: 'visa', card_last4: '4242', instalments: 1 },
    points_used: 0,
    points_earned: 150,
    returns: [],
    return_deadline: '2026-03-30T10:30:00.000Z',
    is_returnable: true,
    downloads: [{ name: 'Riding gloves', url: '/img/manuals/rg-en.pdf', mime: 'application/pdf' }],
    ...overrides,
  }
}
