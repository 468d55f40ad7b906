// What an order's outcome reports, decided here for every page that shows one: a purchase once its payment went
// through (never while it is pending, nor for a declined or cancelled payment), and a refund when an order that had
// been paid is cancelled — from the order in the account or from the withdrawal page alike. Cancelling an order
// that was never paid reports nothing: no money goes back.
import { purchase, refund, type OrderLike } from './events'
import type { AnalyticsEvent } from './types'

/** The API's statuses of an order whose payment went through (from "payment accepted" on). */
const PAID = new Set(['payment_accepted', 'processing', 'shipped', 'delivered'])

export const isPaid = (status: string) => PAID.has(status)

/** The confirmation's purchase: only for a paid order. */
export const paidPurchase = (order: OrderLike & { status: string }): AnalyticsEvent | null => (isPaid(order.status) ? purchase(order) : null)

/**
 * The refund of a cancelled order: `statusBefore` is its status before the cancellation. `order` is the order in
 * full where the page has it (its amounts as its purchase reported them), or its reference alone.
 */
export const cancellationRefund = (statusBefore: string, order: OrderLike | { reference: string }): AnalyticsEvent | null =>
  isPaid(statusBefore) ? refund(order) : null
