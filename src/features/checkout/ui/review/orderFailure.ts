// What a failed createOrder means for the shopper, and where it is fixed:
// - the bag (`cart`: empty, out of stock, a payment already running) → a message with a way to the bag;
// - an earlier step (`email`, `id_address_delivery`, `id_carrier`, `id_pudo`) → its message; the checkout is read
//   again, and the flow opens the step that is missing;
// - the payment (`card.*`, `card`, `gateway`, `instalments`, `points`) → back to the payment step with the messages;
// - no answer (network, timeout, 5xx) → "try again", which is safe (same Idempotency-Key, see orderAttempt);
// - anything else → its sentence.
import type { ApiError } from '@/shared/api'
import { isOutcomeUnknown } from './orderAttempt'

export type OrderFailure =
  | { kind: 'cart'; messages: string[] }
  | { kind: 'checkout'; messages: string[] }
  | { kind: 'payment'; fieldErrors: Record<string, string> }
  | { kind: 'unknownOutcome' }
  | { kind: 'other' }

const CHECKOUT_FIELDS = new Set(['email', 'id_address_delivery', 'id_carrier', 'id_pudo'])
const isPaymentField = (field: string) => field === 'card' || field.startsWith('card.') || ['gateway', 'instalments', 'points'].includes(field)

/** `texts`: the field errors in the shopper's language (fieldRefusalTexts). */
export function orderFailure(error: ApiError, texts: Record<string, string>): OrderFailure {
  if (isOutcomeUnknown(error)) return { kind: 'unknownOutcome' }
  const errors = Object.entries(texts)
  const messagesOf = (test: (field: string) => boolean) => errors.filter(([field]) => test(field)).map(([, message]) => message)
  const cart = messagesOf((field) => field === 'cart')
  if (cart.length) return { kind: 'cart', messages: cart }
  const checkout = messagesOf((field) => CHECKOUT_FIELDS.has(field))
  if (checkout.length) return { kind: 'checkout', messages: checkout }
  const payment = errors.filter(([field]) => isPaymentField(field))
  if (payment.length) return { kind: 'payment', fieldErrors: Object.fromEntries(payment) }
  return { kind: 'other' }
}
