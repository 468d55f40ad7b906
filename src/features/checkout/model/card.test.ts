import { cardBrand, cvvValid, expiryProblem, formatCardNumber, formatExpiry, luhnValid } from './card'

describe('card checks', () => {
  it('accepts numbers that pass the Luhn checksum, with or without spaces', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true)
    expect(luhnValid('4000000000000002')).toBe(true)
    expect(luhnValid('4242 4242 4242 4241')).toBe(false)
    expect(luhnValid('1234')).toBe(false)
    expect(luhnValid('4242abcd42424242')).toBe(false)
  })

  it('tells the brand as the number is typed', () => {
    expect(cardBrand('4')).toBe('visa')
    expect(cardBrand('5555 55')).toBe('mastercard')
    expect(cardBrand('2221')).toBe('mastercard')
    expect(cardBrand('3714')).toBe('amex')
    expect(cardBrand('9')).toBe('unknown')
  })

  it('refuses an expiry in the past, and accepts the current month until it ends', () => {
    const now = new Date(Date.UTC(2026, 10, 23))
    expect(expiryProblem('10/26', now)).toBe('past')
    expect(expiryProblem('11/26', now)).toBeNull()
    expect(expiryProblem('01/30', now)).toBeNull()
    expect(expiryProblem('13/30', now)).toBe('format')
    expect(expiryProblem('1/30', now)).toBe('format')
  })

  it('wants 3 CVV digits, 4 for American Express', () => {
    expect(cvvValid('123', '4242424242424242')).toBe(true)
    expect(cvvValid('1234', '4242424242424242')).toBe(false)
    expect(cvvValid('1234', '378282246310005')).toBe(true)
    expect(cvvValid('12a', '4242424242424242')).toBe(false)
  })

  it('groups the digits as typed', () => {
    expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatExpiry('0429')).toBe('04/29')
    expect(formatExpiry('04/2')).toBe('04/2')
  })
})
