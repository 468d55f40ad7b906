// The API's VAT number and Italian tax code checks against the case table they share with the address form
// (src/shared/address/model/vatCases.test.ts): the refusal code of each invalid case, the stored form of each valid one.
import { checkVat, taxCodeProblem } from '../services/vat/vatNumber'
import { taxCodeCases, vatCases, vatPrefixOf } from '../../testdata/vatAndTaxCodeCases'

describe('EU VAT numbers of the shared case table', () => {
  it.each(vatCases.filter((c) => c.valid))('accepts $input for $country ($why)', ({ country, input, normalized }) => {
    const result = checkVat(input, vatPrefixOf(country))
    expect(result.ok && `${result.prefix}${result.number}`).toBe(normalized)
  })

  it.each(vatCases.filter((c) => !c.valid))('refuses $input for $country: $why', ({ country, input, problem }) =>
    expect(checkVat(input, vatPrefixOf(country))).toEqual({ ok: false, code: problem === 'country' ? 'vat.other_country' : 'vat.invalid' }),
  )

  it('checks no number for a country outside the EU', () => expect(checkVat('CHE123456789', null)).toEqual({ ok: false, code: 'vat.not_eu' }))
})

describe('Italian tax codes of the shared case table', () => {
  it.each(taxCodeCases)('$input is valid: $valid ($why)', ({ input, valid }) => expect(taxCodeProblem(input)).toBe(valid ? null : 'tax_code.invalid'))
})
