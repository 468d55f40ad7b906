// Card rules, one implementation for both sides: the payment form checks a card as the shopper types (and shows the
// brand), the API's CREDITCARD gateway checks it again and records its brand. Brand from the first digits; 12 to 19
// digits passing the Luhn checksum (any brand); expiry MM/YY, valid until the end of its month; a 3-digit security
// code, 4 for American Express. The cases both sides are tested against: testdata/cardCases.ts.
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown'

/** A card number has 12 to 19 digits (ISO/IEC 7812); the brand does not narrow it further here. */
export const CARD_DIGITS = { min: 12, max: 19 } as const

/** What the shopper typed without the spaces and dashes they may group it with. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '')

export function luhnValid(number: string): boolean {
  const digits = cardDigits(number)
  if (!/^\d+$/.test(digits) || digits.length < CARD_DIGITS.min || digits.length > CARD_DIGITS.max) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The brand from the digits so far (the form shows it as the number is typed). */
export function cardBrand(number: string): CardBrand {
  const d = cardDigits(number)
  if (/^4/.test(d)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard'
  if (/^3[47]/.test(d)) return 'amex'
  if (/^(50|5[6-9]|6)/.test(d)) return 'maestro'
  return 'unknown'
}

export type ExpiryProblem = 'format' | 'past' | null

/** "MM/YY"; a card is valid until the end of its expiry month (UTC). */
export function expiryProblem(expiry: string, now = new Date()): ExpiryProblem {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim())
  if (!match) return 'format'
  const end = new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1))
  return end <= now ? 'past' : null
}

/** Digits of the security code: four on the front of an American Express card, three on the back of the others. */
export const cvvLength = (number: string) => (cardBrand(number) === 'amex' ? 4 : 3)

export const cvvValid = (cvv: string, number: string) => new RegExp(`^\\d{${cvvLength(number)}}$`).test(cvv.trim())
