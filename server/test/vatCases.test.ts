// The API's VAT number and Italian tax code checks against the case table they share with the SPA
// (src/shared/address/model/vatCases.test.ts).
import { parseVatNumber, taxCodeProblem, vatNumberProblem } from '../services/vat/vatNumber'
import { taxCodeCases, vatCases } from '../../testdata/vatAndTaxCodeCases'
// The API checks against the country's vat_prefix; Greece's is EL (server/db/seed/data/countries.ts).
const prefixOf = (iso: string) => (iso === 'GR' ? 'EL' : iso)

describe('EU VAT numbers of the shared case table', () => {
  it.each(vatCases.filter((c) => c.valid))('accepts $input for $country ($why)', ({ country, input, normalized }) => {
    expect(vatNumberProblem(input, prefixOf(country))).toBeNull()
    const { prefix, number } = parseVatNumber(input, prefixOf(country))
    expect(`${prefix}${number}`).toBe(normalized)
  })

  it.each(vatCases.filter((c) => !c.valid))('refuses $input for $country: $why', ({ country, input, problem }) =>
    expect(vatNumberProblem(input, prefixOf(country))).toBe(problem === 'country' ? 'vat.other_country' : 'vat.invalid'),
  )
})

describe('Italian tax codes of the shared case table', () => {
  it.each(taxCodeCases)('$input is valid: $valid ($why)', ({ input, valid }) => expect(taxCodeProblem(input)).toBe(valid ? null : 'tax_code.invalid'))
})
