// The card details of a card gateway's request, checked by the contract's card rules (@contract/card, the ones the
// payment form applies) and answered as refusal codes on the fields of the request.
import { cvvLength, cvvValid, expiryProblem, luhnValid } from '@contract/card'
import type { FieldRefusals } from '../lib/apiError'
import { refusal } from '../lib/refusal'
import { fieldRefusal } from '../lib/validationErrors'
import type { CardInput } from './gateway'

export function cardErrors(card: CardInput | undefined, now = new Date()): FieldRefusals | null {
  if (!card) return { card: 'card.required' }
  const errors: FieldRefusals = {}
  if (!card.name.trim()) errors['card.name'] = fieldRefusal('field.required', 'card.name')
  if (!luhnValid(card.number)) errors['card.number'] = 'card.number_invalid'
  const expiry = expiryProblem(card.expiry, now)
  if (expiry) errors['card.expiry'] = expiry === 'format' ? 'card.expiry_format' : 'card.expired'
  if (!cvvValid(card.cvv, card.number)) errors['card.cvv'] = refusal('card.cvv_invalid', { digits: cvvLength(card.number) })
  return Object.keys(errors).length ? errors : null
}
