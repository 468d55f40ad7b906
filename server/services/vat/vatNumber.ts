// The API's answer to a VAT number or an Italian tax code: the contract's checks (@contract/vatNumbers,
// @contract/italianInvoice — the ones the address form applies) as refusal codes; vies.ts then asks whether a valid
// number is registered.
import { isValidItalianTaxCode } from '@contract/italianInvoice'
import { checkVatNumber, type VatResult } from '@contract/vatNumbers'

type VatRefusal = 'vat.not_eu' | 'vat.other_country' | 'vat.invalid'

/** `countryPrefix`: the address's country's vat_prefix (null outside the EU). */
export function checkVat(raw: string, countryPrefix: string | null): { ok: true; prefix: string; number: string } | { ok: false; code: VatRefusal } {
  if (!countryPrefix) return { ok: false, code: 'vat.not_eu' }
  const result: VatResult = checkVatNumber(raw, countryPrefix)
  if (result.valid) return { ok: true, prefix: result.prefix, number: result.number }
  return { ok: false, code: result.problem === 'country' ? 'vat.other_country' : 'vat.invalid' }
}

export const taxCodeProblem = (raw: string): 'tax_code.invalid' | null => (isValidItalianTaxCode(raw) ? null : 'tax_code.invalid')
