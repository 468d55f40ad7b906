// The back end's answers about an address (docs/api.md, "Address input"), in the shopper's language: the address
// book and the checkout's typed addresses are checked by the same rules, so they translate them the same way.
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { addressRuleMessages as m } from './messages'

const EXACT = new Map<string, MessageDescriptor>([
  ['Please choose a country.', m.countryRequired],
  ['Please choose a state or province.', m.stateRequired],
  ['Please enter a valid phone number.', m.phone],
  ['Please enter a valid VAT number.', m.vatChecksum],
  ['The VAT number belongs to another country.', m.vatCountry],
  ['This VAT number is not registered for intra-community trade (VIES).', m.vatNotRegistered],
  ['Please enter a valid tax code.', m.taxCode],
  ['The SDI code has 7 letters or digits.', m.sdi],
  ['An Italian invoice needs a VAT number.', m.invoiceVat],
  ['An Italian invoice needs a tax code.', m.invoiceTaxCode],
  ['An Italian invoice needs a PEC address or an SDI code.', m.invoicePecOrSdi],
])

const POSTCODE = /^Invalid postcode - should look like "(.*)"$/

/** The translation of an address message of the contract; undefined for any other message. */
export function addressApiMessage(intl: IntlShape, message: string): string | undefined {
  const exact = EXACT.get(message)
  if (exact) return intl.formatMessage(exact)
  const postcode = POSTCODE.exec(message)
  return postcode ? intl.formatMessage(m.zipFormat, { example: postcode[1] ?? '' }) : undefined
}
