// The SPA's VAT number and Italian tax code checks against the case table they share with the API (server/test/vatCases.test.ts).
import cases from '../../../../testdata/vatAndTaxCodeCases.json'
import { isValidItalianTaxCode } from './taxCode'
import { checkEuVat, type VatProblem } from './vat'

interface VatCase {
  country: string
  input: string
  valid: boolean
  why: string
  normalized?: string
  problem?: VatProblem
}

const vatCases = cases.vatNumbers as VatCase[]

describe('EU VAT numbers of the shared case table', () => {
  it.each(vatCases.filter((c) => c.valid))('accepts $input for $country ($why)', ({ country, input, normalized }) =>
    expect(checkEuVat(input, country)).toEqual({ valid: true, normalized }),
  )

  it.each(vatCases.filter((c) => !c.valid))('refuses $input for $country: $why', ({ country, input, problem }) =>
    expect(checkEuVat(input, country)).toMatchObject({ valid: false, problem }),
  )
})

describe('Italian tax codes of the shared case table', () => {
  it.each(cases.italianTaxCodes)('$input is valid: $valid ($why)', ({ input, valid }) => expect(isValidItalianTaxCode(input)).toBe(valid))
})
