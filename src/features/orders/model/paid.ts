// Whether an order's payment went through: the statuses after "payment accepted" (the API's; a payment still
// awaited, declined or cancelled is none of them).
import type { Order } from './types'

const PAID = new Set(['payment_accepted', 'processing', 'shipped', 'delivered'])

export const isPaid = (order: Pick<Order, 'status'>) => PAID.has(order.status)
