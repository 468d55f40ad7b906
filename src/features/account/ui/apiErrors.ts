// Failed calls as the shopper reads them, in their language. The API answers in English; the messages of its
// contract that this shop knows are translated here, anything else is shown as sent. Field errors land on their
// fields; errors for fields the form does not have join the form-level message.
import { FORM_ERROR, type SubmissionErrors } from 'final-form'
import type { IntlShape, MessageDescriptor } from 'react-intl'
import type { ApiError } from '@/shared/api'
import { passwordMessages, ruleMessages, toSubmissionErrors } from '@/shared/forms'
import { errorMessages } from '@/shared/ui/errorMessages'
import { addressRuleMessages as address } from '../messages/address'
import { fieldMessages, loginMessages } from '../messages/auth'
import { returnMessages } from '../messages/order'
import { passwordChangeMessages, profileMessages } from '../messages/profile'
import { apiErrorMessages } from '../messages/shell'

type Known = [RegExp, MessageDescriptor, (match: RegExpExecArray) => Record<string, string | number>]
const exact = (text: string, descriptor: MessageDescriptor): Known => [new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), descriptor, () => ({})]

const KNOWN: Known[] = [
  exact('Authentication failed', loginMessages.failed),
  exact('Invalid Password', passwordChangeMessages.invalidPassword),
  exact('Password is required', passwordMessages.required),
  exact('Passwords do not match', passwordMessages.mismatch),
  exact('An account already exists with this email address.', fieldMessages.emailTaken),
  exact('Could not update user! check password or lastname, firstname format.', profileMessages.updateFailed),
  exact('Please enter a valid email address.', ruleMessages.email),
  exact('Please choose a country.', address.countryRequired),
  exact('Please choose a state or province.', address.stateRequired),
  exact('Please enter a valid phone number.', address.phone),
  exact('Please enter a valid VAT number.', address.vatChecksum),
  exact('The VAT number belongs to another country.', address.vatCountry),
  exact('This VAT number is not registered for intra-community trade (VIES).', address.vatNotRegistered),
  exact('Please enter a valid tax code.', address.taxCode),
  exact('The SDI code has 7 letters or digits.', address.sdi),
  exact('An Italian invoice needs a VAT number.', address.invoiceVat),
  exact('An Italian invoice needs a tax code.', address.invoiceTaxCode),
  exact('An Italian invoice needs a PEC address or an SDI code.', address.invoicePecOrSdi),
  exact('Too many attempts. Please try again later.', apiErrorMessages.throttled),
  exact('Login required', apiErrorMessages.sessionExpired),
  [/^Invalid postcode - should look like "(.*)"$/, address.zipFormat, (m) => ({ example: m[1] ?? '' })],
  [/^This order can no longer be returned/, returnMessages.window, () => ({ days: 14 })],
]

/** The translation of a message of the contract; undefined for a message this shop does not know. */
export function knownApiMessage(intl: IntlShape, message: string): string | undefined {
  for (const [pattern, descriptor, values] of KNOWN) {
    const match = pattern.exec(message)
    if (match) return intl.formatMessage(descriptor, values(match))
  }
  return undefined
}

const translateApiMessage = (intl: IntlShape, message: string) => knownApiMessage(intl, message) ?? message

const TRANSPORT = new Set(['NETWORK', 'TIMEOUT', 'ABORTED', 'PROTOCOL', 'PARSE'])

/** One sentence for a failure that is not a field's. */
export function apiErrorText(intl: IntlShape, error: ApiError): string {
  if (TRANSPORT.has(String(error.status))) return intl.formatMessage(apiErrorMessages.network)
  if (error.status === 429) return intl.formatMessage(apiErrorMessages.throttled)
  const known = knownApiMessage(intl, error.message)
  if (known) return known
  if (error.status === 401) return intl.formatMessage(apiErrorMessages.sessionExpired)
  return intl.formatMessage(errorMessages.genericTitle)
}

interface Options {
  /** The form's field names: API field errors for other names are shown with the form-level message. */
  fields: readonly string[]
  /** API field name → form field name. */
  fieldMap?: Record<string, string>
  /** A form-level sentence to show even when every error landed on a field. */
  formMessage?: string
}

export function apiSubmissionErrors(intl: IntlShape, error: ApiError, { fields, fieldMap, formMessage }: Options): SubmissionErrors {
  const mapped = error.fieldErrors ? (toSubmissionErrors(error, fieldMap) as Record<string, string>) : {}
  const result: Record<string, string> = {}
  const stray: string[] = []
  for (const [field, message] of Object.entries(mapped)) {
    if (fields.includes(field)) result[field] = translateApiMessage(intl, message)
    else if (field !== FORM_ERROR) stray.push(translateApiMessage(intl, message))
  }
  const landed = Object.keys(result).length > 0
  const formLevel = [formMessage ?? (landed || stray.length ? undefined : apiErrorText(intl, error)), ...stray].filter(Boolean)
  if (formLevel.length) result[FORM_ERROR] = [...new Set(formLevel)].join(' ')
  return result
}
