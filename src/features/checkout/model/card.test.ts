// The card rules themselves are the contract's (contract/card.ts), tested on both sides by testdata/cardCases.ts.
import { formatCardNumber, formatExpiry } from './card'

it('groups the digits as typed', () => {
  expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4')
  expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424')
  expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
  expect(formatExpiry('0429')).toBe('04/29')
  expect(formatExpiry('04/2')).toBe('04/2')
})
