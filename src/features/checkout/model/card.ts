// How the card form shows what the shopper types: the number grouped as printed on the card, the expiry with its
// slash. The card rules themselves (brand, Luhn, expiry, security code) are the contract's: @contract/card.
import { CARD_DIGITS, cardBrand, cardDigits } from '@contract/card'

/** "4242424242424242" → "4242 4242 4242 4242" (American Express: 4-6-5). */
export function formatCardNumber(number: string): string {
  const d = cardDigits(number).replace(/\D/g, '').slice(0, CARD_DIGITS.max)
  const groups = cardBrand(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let at = 0
  for (const size of groups) {
    if (at >= d.length) break
    parts.push(d.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/** "0429" or "04/29" → "04/29" as the shopper types. */
export function formatExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}
