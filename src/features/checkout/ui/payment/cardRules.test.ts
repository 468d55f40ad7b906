import { createIntl } from 'react-intl'
import { formatFieldError, type RuleMessage } from '@/shared/forms'
import { cardNameRule, cardNumberRule, cvvRule, expiryRule } from './cardRules'

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })
const say = (result: RuleMessage | undefined, field = 'Card number') => formatFieldError(intl, result, field)
const card = (number: string) => ({ card: { number } })

describe('the card fields’ messages', () => {
  it('refuses a number that fails the checksum, and takes a valid one however it is spaced', () => {
    expect(say(cardNumberRule('4242 4242 4242 4241', {}))).toBe('Please enter a valid card number.')
    expect(say(cardNumberRule('1234', {}))).toBe('Please enter a valid card number.')
    expect(say(cardNumberRule('', {}))).toBe('Card number is required.')
    expect(cardNumberRule('4242 4242 4242 4242', {})).toBeUndefined()
  })

  it('wants the expiry as MM/YY and refuses a card that has expired (valid to the end of its month)', () => {
    const rule = expiryRule(() => new Date(Date.UTC(2026, 10, 23)))
    expect(say(rule('10/26', {}), 'Expiry date (MM/YY)')).toBe('This card has expired.')
    expect(say(rule('13/27', {}), 'Expiry date (MM/YY)')).toBe('Please enter the expiry date as MM/YY.')
    expect(say(rule('1227', {}), 'Expiry date (MM/YY)')).toBe('Please enter the expiry date as MM/YY.')
    expect(rule('11/26', {})).toBeUndefined()
  })

  it('asks for 3 security digits, 4 for American Express', () => {
    expect(say(cvvRule('1234', card('4242 4242 4242 4242')), 'Security code (CVV)')).toBe('Please enter the 3-digit security code.')
    expect(say(cvvRule('123', card('3782 822463 10005')), 'Security code (CVV)')).toBe('Please enter the 4-digit security code.')
    expect(cvvRule('1234', card('3782 822463 10005'))).toBeUndefined()
    expect(say(cvvRule('', card('4242')), 'Security code (CVV)')).toBe('Security code (CVV) is required.')
  })

  it('needs the cardholder’s name', () => {
    expect(say(cardNameRule(' ', {}), 'Name on card')).toBe('Name on card is required.')
  })
})
