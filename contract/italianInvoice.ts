// What an Italian e-invoice needs, one implementation for both sides (the address form and the API's address
// check): a business billing address in Italy carries the VAT number, the tax code (codice fiscale) and a PEC
// address or an SDI recipient code. The tax-code cases both sides are tested against: testdata/vatAndTaxCodeCases.json.
import { checkVatNumber } from './vatNumbers'

const PERSON = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/

// Values of a character in an odd (1st, 3rd, …) position, for 0-9 and A-Z in that order.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

function personCheckLetter(code: string): string {
  let sum = 0
  for (let i = 0; i < 15; i++) {
    const index = ALPHABET.indexOf(code[i] ?? '0')
    // Even positions count a digit as itself and a letter as its place in the alphabet (A = 0).
    sum += i % 2 === 0 ? (ODD[index] ?? 0) : index < 10 ? index : index - 10
  }
  return String.fromCharCode(65 + (sum % 26))
}

/** As stored: without spaces, uppercase. */
export const normalizeTaxCode = (input: string): string => input.replace(/\s/g, '').toUpperCase()

/** A person's 16 characters with their check letter, or a company's 11 digits (its VAT number, same check digit). */
export function isValidItalianTaxCode(input: string): boolean {
  const code = normalizeTaxCode(input)
  if (/^\d{11}$/.test(code)) return checkVatNumber(code, 'IT').valid
  return PERSON.test(code) && personCheckLetter(code) === code[15]
}

/** The SDI recipient code of e-invoicing: seven letters or digits. */
export const isValidSdiCode = (input: string): boolean => /^[A-Z0-9]{7}$/.test(input.trim().toUpperCase())

/** A business (a company name or a VAT number) billing address in Italy: the e-invoice's fields become required. */
export const italianInvoiceRequired = (address: { countryIso: string | undefined; type: string | undefined; company: string; vatNumber: string }): boolean =>
  address.countryIso === 'IT' && address.type === 'billing' && (address.company.trim() !== '' || address.vatNumber.trim() !== '')
