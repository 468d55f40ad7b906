// The orders' domain: the order history's summaries, an order in full, its returns and the return request.
import type { ProductId } from '@/shared/ids'

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
  productId: ProductId
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
  withdrawnQuantity: number
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

/** What the return form asks for: how many of which lines of an order, and why. */
export interface ReturnRequest {
  orderId: number
  lines: { orderLineId: number; quantity: number; reason: string }[]
}

/** A withdrawal recorded on the order, with the date and time the shop received it. */
export interface OrderWithdrawal {
  id: number
  kind: 'withdrawal' | 'cancellation'
  receivedAt: string
  lines: { orderLineId: number; name: string; quantity: number }[]
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
  /** withdraw: within the withdrawal period; cancel: not shipped yet (cancelling it is possible); closed: neither. */
  withdrawalMode: 'withdraw' | 'cancel' | 'closed'
  /** The end of the withdrawal period; null before delivery. */
  withdrawalDeadline: string | null
  withdrawals: OrderWithdrawal[]
}

export interface OrderPage {
  orders: OrderSummary[]
  page: number
  pages: number
  total: number
}
