// The confirmation reports the order as a purchase when it is paid — never a pending, declined or cancelled one.
// Shown again (a reload, Back, a second tab) it asks again, and the analytics feature lets each order through once.
import { analyticsEvents, useTrackOnce } from '@/shared/analytics'
import { isPaid } from '../model/paid'
import type { Order } from '../model/types'

export function useReportPurchase(order: Order | undefined): void {
  useTrackOnce(order && isPaid(order) ? order.reference : null, () => (order ? analyticsEvents.purchase(order) : null))
}
