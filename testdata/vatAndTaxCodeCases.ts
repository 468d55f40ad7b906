// The case table (vatAndTaxCodeCases.json) typed, for the two test files that run it: the API's
// (server/test/vatCases.test.ts) and the SPA's (src/shared/address/model/vatCases.test.ts).
import cases from './vatAndTaxCodeCases.json'

export interface VatCase {
  country: string
  input: string
  valid: boolean
  why: string
  /** How a valid number is stored: prefix and digits. */
  normalized?: string
  /** Why an invalid one is refused. */
  problem?: 'format' | 'checksum' | 'country'
}

export interface TaxCodeCase {
  input: string
  valid: boolean
  why: string
}

/** The cases name the address's country; its VAT prefix is the same but for Greece (EL), as the API's countries say. */
export const vatPrefixOf = (countryIso: string) => (countryIso === 'GR' ? 'EL' : countryIso)

export const vatCases = cases.vatNumbers as VatCase[]
export const taxCodeCases: TaxCodeCase[] = cases.italianTaxCodes
