// When placing the order fails on a payment field (card.number, instalments, points…), the review step sends the
// shopper back to the payment step with the API's messages, already translated, in the history entry's state —
// messages only, never the card itself (that stays in the card memory).
const KEY = 'checkoutPaymentErrors'

export type OrderErrors = Record<string, string>

export const paymentReturnState = (errors: OrderErrors) => ({ [KEY]: errors })

export function readPaymentReturn(state: unknown): OrderErrors {
  const errors = (state as Record<string, unknown> | null)?.[KEY]
  if (!errors || typeof errors !== 'object') return {}
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

export const CARD_FIELDS = ['card.name', 'card.number', 'card.expiry', 'card.cvv'] as const

/** Messages with no field of their own on the payment step: shown together above the form. */
export const formLevelErrors = (errors: OrderErrors) =>
  Object.entries(errors)
    .filter(([field]) => !(CARD_FIELDS as readonly string[]).includes(field) && field !== 'instalments')
    .map(([, message]) => message)
