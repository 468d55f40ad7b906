// Raw psdata of the order and return calls, as the reference API (server/routes/{orders,returns}.ts) sends it.
import type { PsStoredAddress } from '@/shared/address'

export interface PsPagination {
  total_items: number
  page: number
  per_page: number
  pages_count: number
}

export interface PsOrderSummary {
  id_order: number
  reference: string
  date_add: string
  status: string
  status_label: string
  total_paid: number
  total_tax: number
  products_count: number
  carrier_name: string
  gateway: string
}

export interface PsOrders {
  /** Each row also says what the withdrawal function can do with the order. */
  orders: (PsOrderSummary & { withdrawal: { mode: 'withdraw' | 'cancel' | 'closed' } })[]
  pagination: PsPagination
}

export interface PsOrderLine {
  id_order_detail: number
  id_product: number
  id_product_attribute: number
  name: string
  reference: string
  attributes: string
  quantity: number
  unit_price: number
  regular_unit_price: number
  total: number
  default_image: { url: string; width: number; height: number; legend?: string } | null
  url: string | null
  returned_quantity: number
  returnable_quantity: number
  /** How many of the line were withdrawn from (issue #22; an item is never both withdrawn and returned). */
  withdrawn_quantity: number
}

export interface PsReturn {
  id_order_return: number
  id_order: number
  reference: string
  status: string
  status_label: string
  date_add: string
  lines: { id_order_detail: number; product_name: string; quantity: number; reason: string }[]
}

/** A withdrawal (or, for an unshipped order, the cancellation it became) recorded on the order (issue #22). */
export interface PsOrderWithdrawal {
  id_withdrawal: number
  kind: 'withdrawal' | 'cancellation'
  reference: string
  received_at: string
  name: string
  email_masked: string
  lines: { id_order_detail: number; product_name: string; quantity: number }[]
  reason: string | null
  return_address: string[]
}

export interface PsOrder extends PsOrderSummary {
  history: { status: string; label: string; date_add: string }[]
  products: PsOrderLine[]
  totals: {
    products: number
    discounts: number
    shipping: number
    points: number
    vat_exempt: number
    tax: number
    total: number
    duties_excluded: boolean
  }
  vouchers: { code: string; name: string; amount: number }[]
  carrier: { id_carrier: number | null; name: string }
  pudo: { name?: string; address?: string; postcode?: string; city?: string } | null
  delivery_message: string | null
  /** The address psdata, or a raw address row in older (seeded) orders. */
  addresses: { delivery: PsStoredAddress; invoice: PsStoredAddress }
  email: string
  gateway_name: string
  payment: { status: string; card_brand: string | null; card_last4: string | null; instalments: number } | null
  points_used: number
  points_earned: number
  returns: PsReturn[]
  return_deadline: string | null
  is_returnable: boolean
  downloads: { name: string; url: string; mime: string }[]
  /** What the withdrawal function can do with the order: withdraw (in the period), cancel (not shipped), closed. */
  withdrawal: { mode: 'withdraw' | 'cancel' | 'closed'; deadline: string | null; closed_reason: string | null }
  withdrawals: PsOrderWithdrawal[]
}

/** getReturns. */
export interface PsReturns {
  returns: PsReturn[]
}

/** updateOrder's payload to cancel an order that has not been shipped. */
export interface PsCancelOrderInput {
  id_order: number
  action: 'cancel'
}

/** createReturn's payload. */
export interface PsReturnInput {
  id_order: number
  lines: { id_order_detail: number; quantity: number; reason: string }[]
}
