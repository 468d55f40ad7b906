// The confirmation reports the order as a purchase when it is paid (paidPurchase decides) — asked again when its
// status changes, say from pending to paid while the page is open. Shown again (a reload, Back, a second tab) it
// asks again, and the analytics feature lets each order through once.
import { paidPurchase, useTrackOnce } from '@/shared/analytics'
import type { Order } from '../model/types'

export function useReportPurchase(order: Order | undefined): void {
  useTrackOnce(order ? `${order.reference}|${order.status}` : null, () => (order ? paidPurchase(order) : null))
}
