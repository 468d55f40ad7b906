// The account's domain: the customer, their address book (with the countries' address rules) and their orders.

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

export interface SignedIn {
  customer: Customer
  cartCount: number
}

export interface Country {
  id: number
  iso: string
  name: string
  isEu: boolean
  needsZip: boolean
  zipPattern: string | null
  zipExample: string | null
  needsState: boolean
  states: { iso: string; name: string }[]
  vatPrefix: string | null
}

export interface CountryGroup {
  id: string
  name: string
  countries: Country[]
}

export interface Countries {
  list: Country[]
  groups: CountryGroup[]
}

export type AddressType = 'shipping' | 'billing'

export interface Address {
  id: number
  alias: string
  company: string
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  address2: string
  postcode: string
  city: string
  stateIso: string | null
  countryId: number
  countryIso: string
  phone: string
  vatNumber: string
  taxCode: string
  pec: string
  sdi: string
  type: AddressType
  isDefault: boolean
  /** The address as printed on a label, one line each. */
  lines: string[]
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
