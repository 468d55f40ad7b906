// The account's domain: the customer, the forms' shapes and the address book's entries. Addresses and countries are
// @/shared/address's; orders and returns are @/features/orders'.
import type { AddressFormValues, Country } from '@/shared/address'

export type Gender = 'm' | 'f'

export interface Customer {
  id: number
  email: string
  firstName: string
  lastName: string
  gender: Gender | null
  /** YYYY-MM-DD */
  birthday: string | null
  newsletter: boolean
  newsletterSections: string[]
  orderNotifications: boolean
  commercialConsent: boolean
}

/** A new account as the registration form fills it in; the terms must have been accepted. */
export interface Registration {
  email: string
  password: string
  firstName: string
  lastName: string
  gender: Gender | null
  /** YYYY-MM-DD */
  birthday: string | null
  newsletter: boolean
  newsletterSections: string[]
  orderNotifications: boolean
  commercialConsent: boolean
  termsAccepted: true
}

/** Only the fields being changed; `password` (the current one) confirms an e-mail or password change. */
export interface CustomerChanges {
  email?: string
  firstName?: string
  lastName?: string
  gender?: Gender | null
  birthday?: string | null
  newsletter?: boolean
  newsletterSections?: string[]
  orderNotifications?: boolean
  commercialConsent?: boolean
  password?: string
  newPassword?: string
}

export interface SignedIn {
  customer: Customer
  cartCount: number
}

/** An address as typed into the book's form, with the country it was typed for (whose rules decide what is sent). */
export interface AddressEntry {
  values: AddressFormValues
  country: Country | undefined
}
