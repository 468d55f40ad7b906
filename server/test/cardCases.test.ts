// The CREDITCARD gateway against the card case table it shares with the payment form
// (src/features/checkout/ui/payment/cardCases.test.ts): what it refuses, and what it records and answers.
import { sandboxCard } from '../payments/sandboxCard'
import { cardErrors } from '../payments/card'
import { cardNumberCases, cvvCases, EXPIRY_NOW, expiryCases } from '../../testdata/cardCases'

const VALID = { name: 'Ada Rossi', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }
const request = (number: string) => ({ orderReference: 'TESTREF', amount: 10, lang: 'en' as const, token: 't', card: { ...VALID, number } })

describe('card numbers of the shared case table', () => {
  it.each(cardNumberCases)('$number: valid $valid ($why)', ({ number, valid }) => {
    const errors = cardErrors({ ...VALID, number, cvv: number.startsWith('3') ? '1234' : '123' }, EXPIRY_NOW)
    expect(errors?.['card.number']).toBe(valid ? undefined : 'card.number_invalid')
  })

  it.each(cardNumberCases.filter((c) => c.valid))('$number is paid as $brand, and only its last four digits are kept', async ({ number, brand, sandbox }) => {
    const start = await sandboxCard.start(request(number))
    expect(start).toEqual({ status: sandbox ?? 'approved', cardBrand: brand === 'unknown' ? 'card' : brand, cardLast4: number.replace(/\D/g, '').slice(-4) })
  })
})

describe('expiry dates of the shared case table', () => {
  it.each(expiryCases)('$expiry: $problem ($why)', ({ expiry, problem }) => {
    const codes = { format: 'card.expiry_format', past: 'card.expired' }
    expect(cardErrors({ ...VALID, expiry }, EXPIRY_NOW)?.['card.expiry']).toBe(problem ? codes[problem] : undefined)
  })
})

describe('security codes of the shared case table', () => {
  it.each(cvvCases)('$cvv for $number: valid $valid ($why)', ({ cvv, number, digits, valid }) => {
    const refused = cardErrors({ ...VALID, number, cvv }, EXPIRY_NOW)?.['card.cvv']
    expect(refused).toEqual(valid ? undefined : expect.objectContaining({ code: 'card.cvv_invalid', params: { digits } }))
  })
})

it('refuses a request without card details, and takes a complete valid one', () => {
  expect(cardErrors(undefined)).toEqual({ card: 'card.required' })
  expect(cardErrors(VALID, EXPIRY_NOW)).toBeNull()
})
