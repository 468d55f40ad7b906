// Raw psdata of the checkout calls (docs/api.md, "Checkout"; server/services/checkout/checkout.ts).
import type { PsAddress } from '@/shared/address'
import type { PsCart } from '@/shared/cart'

export interface PsCarrier {
  id_carrier: number
  name: string
  /** The carrier's delivery time in words, e.g. "2–3 working days". */
  delay: string
  /** Working days in transit to the checkout's destination (absent from older back ends). */
  delivery_days?: { min: number; max: number } | null
  is_pickup: boolean
  price: number
  is_free: boolean
}

export interface PsPudo {
  id_pudo: number
  name: string
  address: string
  postcode: string
  city: string
  country_iso: string
  latitude: number
  longitude: number
  opening_hours: string | Record<string, string> | null
  distance_km?: number | null
}

export interface PsGateway {
  id: 'CREDITCARD' | 'PAYPAL' | 'MULTISAFEPAY' | string
  name: string
  kind: 'card' | 'redirect'
  instalments: boolean
  test_cards?: { approve: string; decline: string }
}

export interface PsCheckout {
  /** The whole cart, as every cart call answers it (the order summary is stored from it). */
  cart: PsCart
  customer: { id_customer: number; email: string; firstname: string; lastname: string; is_guest: boolean } | null
  addresses: { delivery: PsAddress | null; invoice: PsAddress | null; invoice_same_as_delivery: boolean }
  address_book: PsAddress[]
  carriers: PsCarrier[]
  id_carrier: number | null
  carrier: PsCarrier | null
  pudo: PsPudo | null
  delivery_message: string | null
  points: { balance: number; used: number; value: number; point_value: number; max_usable: number }
  gateways: PsGateway[]
  /** The same as `cart.totals`. */
  totals: PsCart['totals']
  ready: boolean
  missing: string[]
}

export interface PsPudos {
  country_iso: string
  located: boolean
  pudos: PsPudo[]
}

export interface PsOrderSummary {
  id_order: number
  reference: string
  date_add: string
  status: string
  status_label: string
  total_paid: number
}

export interface PsCreatedOrder {
  order: PsOrderSummary
  payment: { gateway: string; status: 'approved' | 'declined' | 'pending' | 'canceled'; redirect_url: string }
}

export interface PsValidatedOrder {
  status: 'approved' | 'declined' | 'canceled' | 'pending'
  order: PsOrderSummary & { email?: string }
}

/** getDeliveryMessage and addOrEditDeliveryMessage. */
export interface PsDeliveryMessage {
  message: string | null
}

export interface PsFeedback {
  reference: string
  rating: number
  comment: string | null
}
