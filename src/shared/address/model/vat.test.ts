// What the shared case table (vatCases.test.ts) does not cover: the compacting helper, the example offered with a
// format problem, and which countries have EU VAT numbers at all.
import { checkEuVat, compactVat, hasEuVat, vatPrefixOf } from './vat'

describe('EU VAT numbers (spec §5: valid for intra-community use)', () => {
  it('compacts what the shopper typed', () => expect(compactVat(' de 136 695 976 ')).toBe('DE136695976'))

  it.each([
    ['IT', 'IT0074311015'],
    ['AT', 'AT13585627'],
  ])('offers an example with a format problem for %s: %s', (country, number) =>
    expect(checkEuVat(number, country)).toMatchObject({ valid: false, problem: 'format', example: expect.stringMatching(/^[A-Z]{2}/) }),
  )

  it('knows which countries have EU VAT numbers (Greece as EL)', () => {
    expect(vatPrefixOf('GR')).toBe('EL')
    expect(hasEuVat('IT')).toBe(true)
    expect(hasEuVat('GR')).toBe(true)
    expect(hasEuVat('CH')).toBe(false)
    expect(checkEuVat('CHE123456789', 'CH')).toMatchObject({ valid: false, problem: 'country' })
  })
})
