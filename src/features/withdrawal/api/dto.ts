// Raw psdata of the withdrawal calls (issue #22 contract, /work notes and docs/api.md): getWithdrawalOrder,
// createWithdrawal, and the withdrawal mode getOrders adds to each row.
export type PsWithdrawalMode = 'withdraw' | 'cancel' | 'closed'
export type PsClosedReason = 'period_over' | 'already_withdrawn' | 'cancelled' | 'not_eligible'

export interface PsWithdrawal {
  id_withdrawal: number
  kind: 'withdrawal' | 'cancellation'
  /** The order's reference. */
  reference: string
  received_at: string
  name: string
  /** "j•••@example.com": where the acknowledgement went, without the address in full. */
  email_masked: string
  lines: { id_order_detail: number; product_name: string; quantity: number }[]
  reason: string | null
  /** Where the goods go back to (the shop's return address, one line each). */
  return_address: string[]
}

export interface PsWithdrawalOrder {
  id_order: number
  reference: string
  date_add: string
  status: string
  status_label: string
  delivered_at: string | null
  withdrawal: { mode: PsWithdrawalMode; deadline: string | null; closed_reason: PsClosedReason | null }
  products: {
    id_order_detail: number
    name: string
    attributes: string
    quantity: number
    withdrawable_quantity: number
    default_image: { url: string; width: number; height: number; legend?: string } | null
  }[]
  withdrawals: PsWithdrawal[]
}

/** How the order is named: by reference and the e-mail it was placed with (anyone), or by id (its customer). */
export type PsWithdrawalIdentification = { reference: string; email: string } | { id_order: number }

export type PsWithdrawalInput = PsWithdrawalIdentification & {
  name: string
  lines?: { id_order_detail: number; quantity: number }[]
  reason?: string
}

export interface PsWithdrawalCreated {
  withdrawal: PsWithdrawal
  order: PsWithdrawalOrder
}

/** A row of getOrders with the withdrawal mode the contract adds to it. */
export interface PsOrderRow {
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
  withdrawal: { mode: PsWithdrawalMode }
}

export interface PsOrderRows {
  orders: PsOrderRow[]
  pagination: { total_items: number; page: number; per_page: number; pages_count: number }
}
