// The address form's VAT number and Italian tax code rules against the case table they share with the API's address
// check (server/test/vatCases.test.ts): the sentence the shopper reads under the field for each case.
import { createIntl } from 'react-intl'
import { formatFieldError } from '@/shared/forms'
import { taxCodeCases, vatCases, vatPrefixOf } from '../../../../testdata/vatAndTaxCodeCases'
import { addressRules } from './addressRules'
import type { Country } from './types'

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })
const isos = [...new Set(vatCases.map((c) => c.country))]
const countries: Country[] = isos.map((iso, i) => ({
  id: i + 1,
  iso,
  name: iso,
  isEu: true,
  needsZip: false,
  zipPattern: null,
  zipExample: null,
  needsState: false,
  states: [],
  vatPrefix: vatPrefixOf(iso),
}))
const rules = addressRules(countries)
const address = (iso: string) => ({ id_country: String(isos.indexOf(iso) + 1), address_type: 'shipping' })
// The fields are optional (an Italian business invoice aside): what is left empty is not checked, on either side.
const typed = (c: { input: string }) => c.input.trim() !== ''
const say = (rule: 'vat' | 'taxCode', input: string, iso: string) => formatFieldError(intl, rules[rule](input, address(iso)), 'Field')

describe('EU VAT numbers of the shared case table', () => {
  it.each(vatCases.filter((c) => c.valid))('accepts $input for $country ($why)', ({ country, input }) => expect(say('vat', input, country)).toBeUndefined())

  const said = {
    country: () => 'The VAT number must belong to the country of the address.',
    checksum: () => 'This VAT number does not exist. Please check it for typos.',
    // The example is a valid number of the address's country.
    format: (prefix: string) => expect.stringMatching(new RegExp(`^This is not a valid EU VAT number \\(for example ${prefix}[0-9A-Z]+\\)\\.$`)),
  }
  it.each(vatCases.filter((c) => !c.valid && typed(c)))('refuses $input for $country: $why', ({ country, input, problem }) =>
    expect(say('vat', input, country)).toEqual(said[problem!](vatPrefixOf(country))),
  )

  it.each(vatCases.filter((c) => !typed(c)))('leaves an empty field to the invoice rule ($why)', ({ country, input }) =>
    expect(say('vat', input, country)).toBeUndefined(),
  )
})

describe('Italian tax codes of the shared case table', () => {
  it.each(taxCodeCases.filter(typed))('$input is valid: $valid ($why)', ({ input, valid }) =>
    expect(say('taxCode', input, 'IT')).toBe(valid ? undefined : 'Please enter a valid tax code.'),
  )
})
