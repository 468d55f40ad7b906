// The checkout's domain: what the steps show and decide, independent of the back end's field names.
import type { Address, AddressFormValues, Country } from '@/shared/address'
import type { Cart } from '@/shared/cart'

export const STEPS = ['contact', 'shipping', 'billing', 'delivery', 'payment', 'review'] as const
export type Step = (typeof STEPS)[number]

/** What the API says is still missing before an order can be placed (docs/api.md, getCheckout `missing`). */
export type Missing = 'cart' | 'stock' | 'email' | 'delivery_address' | 'carrier' | 'pudo'

export type GatewayId = 'CREDITCARD' | 'PAYPAL' | 'MULTISAFEPAY'

export interface Carrier {
  id: number
  name: string
  /** The carrier's own words ("Standard courier, 2–3 working days in Italy…"). */
  delay: string
  /** Working days in transit to this destination, for an expected delivery date range; null when unknown. */
  deliveryDays: { min: number; max: number } | null
  pickup: boolean
  price: number
  free: boolean
}

export interface Pudo {
  id: number
  name: string
  address: string
  postcode: string
  city: string
  countryIso: string
  /** Opening hours as lines ("Mon–Fri 9:00–19:00"). */
  openingHours: string[]
  distanceKm: number | null
}

export interface Gateway {
  id: GatewayId
  name: string
  kind: 'card' | 'redirect'
  instalments: boolean
  testCards: { approve: string; decline: string } | null
}

export interface CheckoutCustomer {
  id: number
  email: string
  firstName: string
  lastName: string
  guest: boolean
}

export interface Checkout {
  /** The cart as the checkout's answer carries it (lines, totals, stock problems): stored as the order summary's cart,
   * so saving a step costs one request. */
  cart: Cart
  customer: CheckoutCustomer | null
  delivery: Address | null
  invoice: Address | null
  invoiceSameAsDelivery: boolean
  addressBook: Address[]
  carriers: Carrier[]
  carrier: Carrier | null
  pudo: Pudo | null
  deliveryMessage: string | null
  points: { balance: number; used: number; value: number; pointValue: number; maxUsable: number }
  gateways: Gateway[]
  ready: boolean
  missing: Missing[]
}

export type PaymentOutcome = 'approved' | 'declined' | 'canceled' | 'pending'

export interface PlacedOrder {
  reference: string
  status: PaymentOutcome
  /** Where the shopper goes next: a gateway's page, or the shop's validate page. Always followed. */
  redirectUrl: string
}

export interface ValidatedOrder {
  status: PaymentOutcome
  reference: string
}

/** The shopper's rating of the checkout, as the back end recorded it. */
export interface SentFeedback {
  rating: number
}

/** The card as typed. Lives only in the payment form's memory: never in the store, storage, logs or URLs. */
export interface CardInput {
  name: string
  number: string
  /** MM/YY */
  expiry: string
  cvv: string
}

/** An address from the book (by id), or one typed into the form. */
export type AddressChoice = { id: number } | { values: AddressFormValues; country: Country | undefined }

/** What a save of the address step sends (api/requests.ts builds the body). */
export interface AddressStep {
  /** A guest's e-mail (sent with their first address, or alone to change it). */
  email?: string
  delivery?: AddressChoice
  /** 'sameAsDelivery' (the default) or another address. */
  invoice?: AddressChoice | 'sameAsDelivery'
}

/** Placing the order: the gateway, the card when paying by card, and whether in instalments. */
export interface OrderRequest {
  gateway: GatewayId
  card?: CardInput
  instalments: boolean
}
