// Card numbers, expiry dates and security codes as a shopper types them: the one table that the payment form's
// validators (src/features/checkout/ui/payment/cardCases.test.ts) and the API's CREDITCARD gateway
// (server/test/cardCases.test.ts) are tested against; both run contract/card.ts. The sandbox's test cards are here
// too: what approves and what declines must not change for the shopper.
import type { CardBrand, ExpiryProblem } from '../contract/card'

export interface CardNumberCase {
  number: string
  brand: CardBrand
  /** 12 to 19 digits that pass the Luhn checksum. */
  valid: boolean
  /** What the CREDITCARD sandbox answers for its test cards (any other valid card is approved). */
  sandbox?: 'approved' | 'declined'
  why: string
}

export const cardNumberCases: CardNumberCase[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', valid: true, sandbox: 'approved', why: 'the sandbox card that is approved, grouped as printed' },
  { number: '4000 0000 0000 0002', brand: 'visa', valid: true, sandbox: 'declined', why: 'the sandbox card that is declined' },
  { number: '4000000000009995', brand: 'visa', valid: true, sandbox: 'declined', why: 'the other declined test card, without spaces' },
  { number: '4242-4242-4242-4242', brand: 'visa', valid: true, why: 'grouped with dashes' },
  { number: '4242 4242 4242 4241', brand: 'visa', valid: false, why: 'the last digit mistyped: Luhn fails' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', valid: true, why: 'Mastercard of the 51–55 range' },
  { number: '2223 0031 2200 3222', brand: 'mastercard', valid: true, why: 'Mastercard of the 2221–2720 range' },
  { number: '3782 822463 10005', brand: 'amex', valid: true, why: 'American Express, 15 digits grouped 4-6-5' },
  { number: '3714 496353 98431', brand: 'amex', valid: true, why: 'American Express starting 37' },
  { number: '6759 6498 2643 8453', brand: 'maestro', valid: true, why: 'Maestro starting 67' },
  { number: '5018 0000 0000 0009', brand: 'maestro', valid: true, why: 'Maestro starting 50' },
  { number: '5018 0000 0009', brand: 'maestro', valid: true, why: 'Maestro of 12 digits, the shortest a card has' },
  { number: '6000 0000 0000 0000 004', brand: 'maestro', valid: true, why: '19 digits, the longest a card has' },
  { number: '6011 0000 0000 0000 0004', brand: 'maestro', valid: false, why: '20 digits are too many, although Luhn passes' },
  { number: '4000 0000 006', brand: 'visa', valid: false, why: '11 digits are too few, although Luhn passes' },
  { number: '9111 1111 1111 1110', brand: 'unknown', valid: true, why: 'a brand we do not know is still checked by Luhn alone' },
  { number: '1234', brand: 'unknown', valid: false, why: 'far too short' },
  { number: '4242abcd42424242', brand: 'visa', valid: false, why: 'letters among the digits' },
  { number: '', brand: 'unknown', valid: false, why: 'nothing typed' },
]

/** The moment the expiry cases are judged at: 23 November 2026 (UTC). */
export const EXPIRY_NOW = new Date(Date.UTC(2026, 10, 23))

export const expiryCases: { expiry: string; problem: ExpiryProblem; why: string }[] = [
  { expiry: '11/26', problem: null, why: 'the current month: valid until it ends' },
  { expiry: '01/30', problem: null, why: 'a later year' },
  { expiry: ' 12/27 ', problem: null, why: 'spaces around it' },
  { expiry: '10/26', problem: 'past', why: 'last month' },
  { expiry: '12/25', problem: 'past', why: 'last year' },
  { expiry: '13/30', problem: 'format', why: 'there is no month 13' },
  { expiry: '00/30', problem: 'format', why: 'there is no month 0' },
  { expiry: '1/30', problem: 'format', why: 'the month needs two digits' },
  { expiry: '1227', problem: 'format', why: 'the slash is missing' },
  { expiry: '12/2027', problem: 'format', why: 'the year needs two digits' },
]

export const cvvCases: { cvv: string; number: string; digits: 3 | 4; valid: boolean; why: string }[] = [
  { cvv: '123', number: '4242 4242 4242 4242', digits: 3, valid: true, why: 'three digits on the back of a Visa card' },
  { cvv: '1234', number: '4242 4242 4242 4242', digits: 3, valid: false, why: 'four digits for a Visa card' },
  { cvv: '12', number: '5555 5555 5555 4444', digits: 3, valid: false, why: 'two digits' },
  { cvv: '123', number: '6759 6498 2643 8453', digits: 3, valid: true, why: 'three digits for Maestro' },
  { cvv: '1234', number: '3782 822463 10005', digits: 4, valid: true, why: 'four digits on the front of an American Express card' },
  { cvv: '123', number: '3782 822463 10005', digits: 4, valid: false, why: 'three digits for American Express' },
  { cvv: '12a', number: '4242 4242 4242 4242', digits: 3, valid: false, why: 'a letter' },
]
