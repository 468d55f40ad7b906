// The account's domain: the customer and their orders. Addresses and countries are @/shared/address's.
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

export interface OrderSummary {
  id: number
  reference: string
  placedAt: string
  status: string
  statusLabel: string
  total: number
  tax: number
  productsCount: number
}

export interface OrderLine {
  id: number
  productId: number
  name: string
  reference: string
  attributes: string
  quantity: number
  unitPrice: number
  regularUnitPrice: number
  total: number
  image: { url: string; width: number; height: number } | null
  url: string | null
  returnedQuantity: number
  returnableQuantity: number
}

export interface OrderReturn {
  id: number
  orderId: number
  reference: string
  status: string
  statusLabel: string
  requestedAt: string
  lines: { orderLineId: number; name: string; quantity: number; reason: string }[]
}

/** An address as typed into the book's form, with the country it was typed for (whose rules decide what is sent). */
export interface AddressEntry {
  values: AddressFormValues
  country: Country | undefined
}

/** What the return form asks for: how many of which lines of an order, and why. */
export interface ReturnRequest {
  orderId: number
  lines: { orderLineId: number; quantity: number; reason: string }[]
}

export interface Order extends OrderSummary {
  history: { status: string; label: string; at: string }[]
  lines: OrderLine[]
  totals: { products: number; discounts: number; shipping: number; points: number; tax: number; total: number; dutiesExcluded: boolean }
  vouchers: { code: string; name: string; amount: number }[]
  carrier: string
  pickupPoint: string[] | null
  deliveryNote: string | null
  deliveryAddress: string[]
  invoiceAddress: string[]
  payment: { method: string; status: string | null; card: string | null; instalments: number }
  /** Where the order's e-mails go (the customer's, or the guest's checkout e-mail). */
  email: string
  returns: OrderReturn[]
  returnDeadline: string | null
  returnable: boolean
  downloads: { name: string; url: string }[]
}

export interface OrderPage {
  orders: OrderSummary[]
  page: number
  pages: number
  total: number
}
