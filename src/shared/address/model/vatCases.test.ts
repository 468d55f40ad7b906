// The SPA's VAT number and Italian tax code checks against the case table they share with the API (server/test/vatCases.test.ts).
import { taxCodeCases, vatCases } from '../../../../testdata/vatAndTaxCodeCases'
import { isValidItalianTaxCode } from './taxCode'
import { checkEuVat } from './vat'

describe('EU VAT numbers of the shared case table', () => {
  it.each(vatCases.filter((c) => c.valid))('accepts $input for $country ($why)', ({ country, input, normalized }) =>
    expect(checkEuVat(input, country)).toEqual({ valid: true, normalized }),
  )

  it.each(vatCases.filter((c) => !c.valid))('refuses $input for $country: $why', ({ country, input, problem }) =>
    expect(checkEuVat(input, country)).toMatchObject({ valid: false, problem }),
  )
})

describe('Italian tax codes of the shared case table', () => {
  it.each(taxCodeCases)('$input is valid: $valid ($why)', ({ input, valid }) => expect(isValidItalianTaxCode(input)).toBe(valid))
})
