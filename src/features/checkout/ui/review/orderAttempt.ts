// The Idempotency-Key of placing an order. While the answer to an attempt is unknown (the request may have reached
// the shop: no connection, a timeout, a 5xx, a 409 "still in progress"), sending the same order again reuses its
// key, so the shop replays the first attempt instead of placing a second order. Once the shop has answered for
// sure (an order, or a refusal such as a 422) the next attempt is a new action with a new key — as is a changed
// order (another card, instalments), which the shop would refuse under the old key.
import { newIdempotencyKey, type ApiError } from '@/shared/api'

export interface OrderAttempt {
  key: string
  /** The order as sent, to tell "the same order again" from a changed one. Page memory only, like the card. */
  payload: string
}

/** Statuses that say nothing about whether the order exists (the shop keeps no answer for them). */
const UNKNOWN_OUTCOME = new Set([408, 409, 425, 429])

export function isOutcomeUnknown(error: ApiError): boolean {
  if (typeof error.status !== 'number') return true
  return error.status >= 500 || UNKNOWN_OUTCOME.has(error.status)
}

/** The attempt to send: the pending one for the same order, else a new one. */
export function attemptFor(pending: OrderAttempt | null, payload: string, newKey: () => string = newIdempotencyKey): OrderAttempt {
  return pending && pending.payload === payload ? pending : { key: newKey(), payload }
}

/** What is left pending after a failure: the attempt while its outcome is unknown, nothing once it is known. */
export const attemptAfterFailure = (attempt: OrderAttempt, error: ApiError): OrderAttempt | null => (isOutcomeUnknown(error) ? attempt : null)
