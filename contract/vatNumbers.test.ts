// What the shared case table (testdata/vatAndTaxCodeCases.json, run by both sides' tests) does not cover: the
// compacting, the stored form and the example offered with a refusal.
import { checkVatNumber, compactVat } from './vatNumbers'

it('compacts what the shopper typed', () => expect(compactVat(' de 136.695-976/ ')).toBe('DE136695976'))

it('answers the prefix and number to store, and ask VIES about', () =>
  expect(checkVatNumber('it 007 431 101 57', 'IT')).toEqual({ valid: true, prefix: 'IT', number: '00743110157', normalized: 'IT00743110157' }))

it.each([
  ['IT', 'IT0074311015', 'IT00743110157'],
  ['AT', 'AT13585627', 'ATU13585627'],
])('offers a valid example of the country with a format problem: %s %s', (prefix, number, example) =>
  expect(checkVatNumber(number, prefix)).toEqual({ valid: false, problem: 'format', example }),
)

it('refuses a number of another member state, and one of a country without VAT numbers we know', () => {
  expect(checkVatNumber('DE136695976', 'IT')).toMatchObject({ valid: false, problem: 'country' })
  expect(checkVatNumber('XI123456789', 'IT')).toMatchObject({ valid: false, problem: 'country' })
  expect(checkVatNumber('CHE123456789', 'CH')).toEqual({ valid: false, problem: 'country', example: undefined })
})
