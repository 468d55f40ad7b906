// Why the shop refused a look-up or a withdrawal, decided by the answer's stable `codes` and its HTTP status —
// never by its English message, which is for people reading logs, not for the shopper.
import { isApiError } from '@/shared/api'
import type { ClosedReason, WithdrawalRequest } from './types'

export type RefusalReason = ClosedReason | 'not_found' | 'quantity_too_high' | 'unknown_line' | 'throttled' | 'signed_out' | 'network' | 'failed'

export interface Refusal {
  reason: RefusalReason
  /** The order line a line's refusal is about, when the request named it. */
  lineId?: number
}

const BY_CODE: Record<string, RefusalReason> = {
  'withdrawal.order_not_found': 'not_found',
  'withdrawal.period_over': 'period_over',
  'withdrawal.already_withdrawn': 'already_withdrawn',
  'withdrawal.not_eligible': 'not_eligible',
  'withdrawal.quantity_too_high': 'quantity_too_high',
  'withdrawal.unknown_line': 'unknown_line',
  throttled: 'throttled',
}

const TRANSPORT = new Set(['NETWORK', 'TIMEOUT', 'ABORTED', 'PROTOCOL', 'PARSE'])
const LINE_FIELD = /^lines\.(\d+)\./

/** The refusal an error stands for; `request` resolves `lines.N.…` to the line the shopper chose. */
export function refusalOf(error: unknown, request?: WithdrawalRequest): Refusal {
  if (!isApiError(error)) return { reason: 'failed' }
  for (const [field, code] of Object.entries(error.codes ?? {})) {
    const reason = BY_CODE[code]
    if (!reason) continue
    const index = LINE_FIELD.exec(field)?.[1]
    const lineId = index === undefined ? undefined : request?.lines?.[Number(index)]?.orderLineId
    return lineId === undefined ? { reason } : { reason, lineId }
  }
  if (TRANSPORT.has(String(error.status))) return { reason: 'network' }
  if (error.status === 404) return { reason: 'not_found' }
  if (error.status === 429) return { reason: 'throttled' }
  if (error.status === 401) return { reason: 'signed_out' }
  return { reason: 'failed' }
}

/** Refusals that another try of the same request cannot change: the flow starts again instead. */
export const isFinal = (refusal: Refusal) =>
  ['not_found', 'period_over', 'already_withdrawn', 'not_eligible', 'cancelled', 'unknown_line'].includes(refusal.reason)
