// What the withdrawal function offers for an order: withdraw (shipped or delivered, within the period, something
// left), cancel (not shipped yet: the whole order is cancelled instead), or nothing, with the reason.
import { CANCELLABLE } from '../orders/fulfilment'
import { withdrawalPeriod } from './period'

export type WithdrawalMode = 'withdraw' | 'cancel' | 'closed'
export type ClosedReason = 'period_over' | 'already_withdrawn' | 'cancelled' | 'not_eligible'

export interface WithdrawalState {
  mode: WithdrawalMode
  /** The last instant a withdrawal is on time; null before delivery (the period has not started). */
  deadline: Date | null
  /** The first instant that is too late. */
  endsAt: Date | null
  closed_reason: ClosedReason | null
}

const OUT_FOR_DELIVERY = ['shipped', 'delivered']
const CANCELLED = ['canceled', 'refunded']

/**
 * `remaining`: units still withdrawable (bought, minus withdrawn, minus being returned). Nothing left reads as
 * already withdrawn before the period: an order whose every item went back is closed for that reason, whenever.
 */
export function withdrawalState(order: { status: string; delivered_at: Date | string | null }, remaining: number, now: Date): WithdrawalState {
  const period = order.delivered_at ? withdrawalPeriod(new Date(order.delivered_at)) : null
  const dates = { deadline: period?.deadline ?? null, endsAt: period?.endsAt ?? null }
  const closed = (reason: ClosedReason): WithdrawalState => ({ mode: 'closed', ...dates, closed_reason: reason })
  if (CANCELLABLE.includes(order.status)) return { mode: 'cancel', ...dates, closed_reason: null }
  if (CANCELLED.includes(order.status)) return closed('cancelled')
  if (!OUT_FOR_DELIVERY.includes(order.status)) return closed('not_eligible')
  if (remaining <= 0) return closed('already_withdrawn')
  if (period && now >= period.endsAt) return closed('period_over')
  return { mode: 'withdraw', ...dates, closed_reason: null }
}

export const presentState = (state: WithdrawalState) => ({
  mode: state.mode,
  deadline: state.deadline?.toISOString() ?? null,
  closed_reason: state.closed_reason,
})
