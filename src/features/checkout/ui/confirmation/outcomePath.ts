// Where the validate page sends the shopper for an outcome: the confirmation, or the failed page with the reason.
// Only the reference travels on: the token stays behind (replace navigation), it must not linger in the history.
import type { Locale } from '@/shared/config'
import type { PaymentOutcome } from '../../model/types'

export type FailureReason = 'declined' | 'canceled' | 'expired' | 'unknown'

const withOrder = (reference: string | null) => (reference ? `order=${encodeURIComponent(reference)}` : '')

export function failedPath(lang: Locale, reference: string | null, reason: FailureReason): string {
  return `/${lang}/checkout/failed?${[withOrder(reference), `reason=${reason}`].filter(Boolean).join('&')}`
}

/** The path for a settled outcome; null while the payment is pending. */
export function outcomePath(lang: Locale, reference: string | null, outcome: PaymentOutcome | null): string | null {
  switch (outcome) {
    case 'approved':
      return reference ? `/${lang}/checkout/success?${withOrder(reference)}` : failedPath(lang, reference, 'unknown')
    case 'declined':
    case 'canceled':
      return failedPath(lang, reference, outcome)
    case 'pending':
      return null
    default:
      return failedPath(lang, reference, 'unknown')
  }
}
