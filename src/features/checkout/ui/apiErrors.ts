// The checkout's failed calls as the shopper reads them. The API answers in English: the messages of its contract
// that can land on the checkout (server/routes/checkout.ts, the schema's "{Field} is required.") are translated
// here, the address rules of server/services/account/addresses.ts by the shared addressApiMessage (as in the address
// book), anything else is shown as sent. Others may append entries to KNOWN for the messages of their steps.
import type { SubmissionErrors } from 'final-form'
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { addressApiMessage } from '@/shared/address'
import type { ApiError } from '@/shared/api'
import { apiErrorText, apiSubmissionErrors, ruleMessages, type ApiSubmissionOptions } from '@/shared/forms'
import { apiMessages as api, contactMessages, deliveryMessages, flowMessages } from '../messages/flow'

type Values = (match: RegExpExecArray) => Record<string, string | number>
type Known = [RegExp, MessageDescriptor, Values?]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const exact = (text: string, descriptor: MessageDescriptor): Known => [new RegExp(`^${escape(text)}$`), descriptor]

export const KNOWN: Known[] = [
  exact('Email is required.', contactMessages.emailRequired),
  exact('Please enter a valid email address.', ruleMessages.email),
  exact('Your cart is empty.', api.cartEmpty),
  exact('Address not found', api.addressNotFound),
  exact('This carrier does not deliver to this address.', api.carrierNotServing),
  exact('This carrier does not exist.', api.carrierUnknown),
  exact('Please enter a delivery address first.', api.addressFirst),
  exact('Please choose a collection point.', deliveryMessages.choosePointFirst),
  exact('This collection point does not exist.', api.pointUnknown),
  exact('This carrier delivers to the address, not to a collection point.', api.pointNotForCarrier),
  exact('Postcode is required.', api.postcodeRequired),
  [/^Only (\d+) left in stock for (.+)$/, flowMessages.stockOnlyLeft, (m) => ({ count: Number(m[1]), name: m[2] ?? '' })],
  [/^(.+) is out of stock$/, flowMessages.stockOut, (m) => ({ name: m[1] ?? '' })],
  [/^.+ must be at most (\d+) characters\.$/, api.tooLong, (m) => ({ max: Number(m[1]) })],
  // Schema messages name the field in English ("Firstname is required."); on a field, the field says which.
  [/^.+ is required\.$/, api.required],
]

/** The translation of a message of the checkout's contract; undefined for one this shop does not know. */
export function checkoutApiMessage(intl: IntlShape, message: string): string | undefined {
  for (const [pattern, descriptor, values] of KNOWN) {
    const match = pattern.exec(message)
    if (match) return intl.formatMessage(descriptor, values?.(match))
  }
  return addressApiMessage(intl, message)
}

/** One sentence for a failed checkout call that is not a field's. */
export function checkoutErrorText(intl: IntlShape, error: ApiError): string {
  return apiErrorText(intl, error, (message) => checkoutApiMessage(intl, message))
}

/** A failed checkout call as the errors of a form (see apiSubmissionErrors). */
export function checkoutSubmissionErrors(intl: IntlShape, error: ApiError, options: Omit<ApiSubmissionOptions, 'known'>): SubmissionErrors {
  return apiSubmissionErrors(intl, error, { ...options, known: (message) => checkoutApiMessage(intl, message) })
}

/** A failed call made outside a form (choosing a carrier or a point): its field errors, or one sentence. */
export function checkoutFailureText(intl: IntlShape, error: ApiError): string {
  const fieldMessages = Object.values(error.fieldErrors ?? {})
  if (!fieldMessages.length) return checkoutErrorText(intl, error)
  return [...new Set(fieldMessages.map((message) => checkoutApiMessage(intl, message) ?? message))].join(' ')
}
