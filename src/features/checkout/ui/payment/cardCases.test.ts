// The payment form's card validators against the case table they share with the API's CREDITCARD gateway
// (server/test/cardCases.test.ts): the sentence the shopper reads under each field, and the brand shown as they type.
import { createIntl } from 'react-intl'
import { cardBrand } from '@contract/card'
import { formatFieldError, type RuleMessage } from '@/shared/forms'
import { cardNumberCases, cvvCases, EXPIRY_NOW, expiryCases } from '../../../../../testdata/cardCases'
import { cardBrandName } from './cardBrandName'
import { cardNameRule, cardNumberRule, cvvRule, expiryRule } from './cardRules'

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })
const say = (result: RuleMessage | undefined) => formatFieldError(intl, result, 'Field')

describe('card numbers of the shared case table', () => {
  it.each(cardNumberCases.filter((c) => c.number !== ''))('$number: valid $valid, shown as $brand ($why)', ({ number, valid, brand }) => {
    expect(say(cardNumberRule(number, {}))).toBe(valid ? undefined : 'Please enter a valid card number.')
    expect(cardBrandName(cardBrand(number))).toBe(
      { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', maestro: 'Maestro', unknown: null }[brand],
    )
  })
})

describe('expiry dates of the shared case table', () => {
  const rule = expiryRule(() => EXPIRY_NOW)
  it.each(expiryCases)('$expiry: $problem ($why)', ({ expiry, problem }) => {
    const said = { format: 'Please enter the expiry date as MM/YY.', past: 'This card has expired.' }
    expect(say(rule(expiry, {}))).toBe(problem ? said[problem] : undefined)
  })
})

describe('security codes of the shared case table', () => {
  it.each(cvvCases)('$cvv for $number: valid $valid ($why)', ({ cvv, number, digits, valid }) => {
    expect(say(cvvRule(cvv, { card: { number } }))).toBe(valid ? undefined : `Please enter the ${digits}-digit security code.`)
  })
})

it('asks for each field by its label when it is left empty', () => {
  const say = (result: RuleMessage | undefined, field: string) => formatFieldError(intl, result, field)
  expect(say(cardNumberRule('', {}), 'Card number')).toBe('Card number is required.')
  expect(say(expiryRule(() => EXPIRY_NOW)('', {}), 'Expiry date (MM/YY)')).toBe('Expiry date (MM/YY) is required.')
  expect(say(cvvRule('', { card: { number: '4242' } }), 'Security code (CVV)')).toBe('Security code (CVV) is required.')
  expect(say(cardNameRule(' ', {}), 'Name on card')).toBe('Name on card is required.')
})
