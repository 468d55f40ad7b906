// Card checks done in the browser before anything is sent (the gateway checks again): Luhn checksum, brand from
// the number as typed, expiry MM/YY not in the past, 3-digit CVV (4 for American Express).
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown'

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '')

export function luhnValid(number: string): boolean {
  const digits = cardDigits(number)
  if (!/^\d{12,19}$/.test(digits)) return false
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

export function cardBrand(number: string): CardBrand {
  const d = cardDigits(number)
  if (/^4/.test(d)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard'
  if (/^3[47]/.test(d)) return 'amex'
  if (/^(50|5[6-9]|6)/.test(d)) return 'maestro'
  return 'unknown'
}

/** "4242424242424242" → "4242 4242 4242 4242" (American Express: 4-6-5). */
export function formatCardNumber(number: string): string {
  const d = cardDigits(number).replace(/\D/g, '').slice(0, 19)
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

export type ExpiryProblem = 'format' | 'past' | null

/** A card is valid until the end of its expiry month. */
export function expiryProblem(expiry: string, now = new Date()): ExpiryProblem {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim())
  if (!match) return 'format'
  const end = new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1))
  return end <= now ? 'past' : null
}

export const cvvLength = (number: string) => (cardBrand(number) === 'amex' ? 4 : 3)

export const cvvValid = (cvv: string, number: string) => new RegExp(`^\\d{${cvvLength(number)}}$`).test(cvv.trim())
