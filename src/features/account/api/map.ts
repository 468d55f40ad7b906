// psdata → domain for the customer and the address book, and the account forms' domain shapes → request payloads.
// Pure functions; a contract change stops here.
import { mapAddress, toAddressInput, type Address, type PsAddress, type PsAddressInput } from '@/shared/address'
import type { AddressEntry, Customer, CustomerChanges, Registration, SignedIn } from '../model/types'
import type { PsCustomer, PsCustomerUpdate, PsRegistration, PsSignedIn } from './dto'

export function mapCustomer(c: PsCustomer): Customer {
  return {
    id: c.id_customer,
    email: c.email,
    firstName: c.firstname,
    lastName: c.lastname,
    gender: c.gender ?? null,
    birthday: c.birthday ?? null,
    newsletter: Boolean(c.newsletter),
    newsletterSections: c.newsletter_sections ?? [],
    orderNotifications: Boolean(c.order_notifications),
    commercialConsent: Boolean(c.commercial_consent),
  }
}

export const mapSignedIn = (p: PsSignedIn): SignedIn => ({ customer: mapCustomer(p.customer), cartCount: p.cart_count ?? 0 })

export const mapAddresses = (psdata: PsAddress[]): Address[] => psdata.map(mapAddress)

/** createAddress's payload: the shared address form's rules decide what is sent for the entry's country. */
export const addressBody = ({ values, country }: AddressEntry): PsAddressInput => toAddressInput(values, country)

/** updateAddress's payload: the whole address again, and which one it replaces. */
export const addressUpdateBody = (id: number, entry: AddressEntry): PsAddressInput & { id_address: number } => ({ ...addressBody(entry), id_address: id })

export const registrationBody = (r: Registration): PsRegistration => ({
  email: r.email,
  password: r.password,
  firstname: r.firstName,
  lastname: r.lastName,
  gender: r.gender,
  birthday: r.birthday,
  newsletter: r.newsletter,
  newsletter_sections: r.newsletterSections,
  order_notifications: r.orderNotifications,
  commercial_consent: r.commercialConsent,
  terms_accepted: r.termsAccepted,
})

const CUSTOMER_FIELDS: Record<keyof CustomerChanges, keyof PsCustomerUpdate> = {
  email: 'email',
  firstName: 'firstname',
  lastName: 'lastname',
  gender: 'gender',
  birthday: 'birthday',
  newsletter: 'newsletter',
  newsletterSections: 'newsletter_sections',
  orderNotifications: 'order_notifications',
  commercialConsent: 'commercial_consent',
  password: 'password',
  newPassword: 'new_password',
}

/** updateCustomer changes only what it is sent: fields left out of the changes stay out of the payload. */
export function customerUpdateBody(changes: CustomerChanges): PsCustomerUpdate {
  const body: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) body[CUSTOMER_FIELDS[field as keyof CustomerChanges]] = value
  }
  return body as PsCustomerUpdate
}
