// The withdrawal function's domain (issue #22, Art. 11a Consumer Rights Directive): an order as the withdrawal
// sees it, how the shopper names it, what they withdraw, and the withdrawal the shop recorded.

/** withdraw: goods delivered (or on their way) within the period; cancel: not shipped yet, the whole order is
 * cancelled; closed: nothing can be withdrawn any more (closedReason says why). */
export type WithdrawalMode = 'withdraw' | 'cancel' | 'closed'
export type ClosedReason = 'period_over' | 'already_withdrawn' | 'cancelled' | 'not_eligible'

export interface Withdrawal {
  id: number
  kind: 'withdrawal' | 'cancellation'
  reference: string
  receivedAt: string
  name: string
  emailMasked: string
  lines: { orderLineId: number; name: string; quantity: number }[]
  reason: string | null
  /** Where to send the goods back (one line each); empty when the back end does not say. */
  returnAddress: string[]
}

export interface WithdrawalOrderLine {
  id: number
  name: string
  attributes: string
  quantity: number
  withdrawableQuantity: number
  image: { url: string; width: number; height: number } | null
}

export interface WithdrawalOrder {
  id: number
  reference: string
  placedAt: string
  /** The API's status code (payment_accepted, shipped…). */
  status: string
  statusLabel: string
  deliveredAt: string | null
  mode: WithdrawalMode
  deadline: string | null
  closedReason: ClosedReason | null
  lines: WithdrawalOrderLine[]
  withdrawals: Withdrawal[]
}

/** A guest names the order by its reference and e-mail; a signed-in customer by one of their orders. */
export type OrderIdentification = { kind: 'guest'; reference: string; email: string } | { kind: 'customer'; orderId: number }

export interface WithdrawalRequest {
  order: OrderIdentification
  name: string
  /** null: the whole order (every quantity that can still be withdrawn). */
  lines: { orderLineId: number; quantity: number }[] | null
  reason: string
}

/** One of the signed-in customer's orders, to choose from. */
export interface CustomerOrderChoice {
  id: number
  reference: string
  placedAt: string
  statusLabel: string
  mode: WithdrawalMode
}

export interface CustomerOrderChoices {
  orders: CustomerOrderChoice[]
  page: number
  pages: number
}
