// The card as it rides along with createOrder's Redux actions (RTK Query puts a request's arguments on its
// actions, and Redux DevTools records actions). Its fields can be read — the request body is built from them — but
// are not enumerable and it serialises as "[card]", so no action log or DevTools export shows the card.
import type { CardInput } from '../../model/types'

export function sealedCard(card: CardInput): CardInput {
  const sealed = {}
  for (const [field, value] of Object.entries(card)) Object.defineProperty(sealed, field, { value, enumerable: false })
  Object.defineProperty(sealed, 'toJSON', { value: () => '[card]', enumerable: false })
  return Object.freeze(sealed) as CardInput
}
