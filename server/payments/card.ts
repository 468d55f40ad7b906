// Card checks shared by card gateways: Luhn checksum, expiry in the future, CVV length, brand from the number.
import type { FieldRefusals } from '../lib/apiError'
import { refusal } from '../lib/refusal'
import { fieldRefusal } from '../lib/validationErrors'
import type { CardInput } from './gateway'

export const digitsOnly = (number: string) => number.replace(/[\s-]/g, '')

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number)
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

export function cardBrand(number: string): string {
  const d = digitsOnly(number)
  if (/^4/.test(d)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard'
  if (/^3[47]/.test(d)) return 'amex'
  return 'card'
}

export function cardErrors(card: CardInput | undefined, now = new Date()): FieldRefusals | null {
  if (!card) return { card: 'card.required' }
  const errors: FieldRefusals = {}
  if (!card.name.trim()) errors['card.name'] = fieldRefusal('field.required', 'card.name')
  if (!luhnValid(card.number)) errors['card.number'] = 'card.number_invalid'
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim())
  if (!expiry) errors['card.expiry'] = 'card.expiry_format'
  else {
    // A card is valid until the end of its expiry month.
    const end = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1))
    if (end <= now) errors['card.expiry'] = 'card.expired'
  }
  const cvvLength = cardBrand(card.number) === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) errors['card.cvv'] = refusal('card.cvv_invalid', { digits: cvvLength })
  return Object.keys(errors).length ? errors : null
}
