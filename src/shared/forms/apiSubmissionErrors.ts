// Lands a failed call on a react-final-form form, in the shopper's language. The API answers in English; each
// feature knows the messages of its part of the contract (`known`) and translates them, anything else is shown as
// sent. Field errors land on their fields; errors for fields the form does not have join the form-level message;
// a failure of the transport or the server gets one sentence of its own.
import { FORM_ERROR, type SubmissionErrors } from 'final-form'
import type { IntlShape } from 'react-intl'
import type { ApiError } from '@/shared/api'
import { apiErrorMessages } from './apiErrorMessages'

/** The translation of a message of the contract; undefined for a message the feature does not know. */
export type KnownApiMessage = (message: string) => string | undefined

const TRANSPORT = new Set(['NETWORK', 'TIMEOUT', 'ABORTED', 'PROTOCOL', 'PARSE'])

/** One sentence for a failure that is not a field's. */
export function apiErrorText(intl: IntlShape, error: ApiError, known: KnownApiMessage): string {
  if (TRANSPORT.has(String(error.status))) return intl.formatMessage(apiErrorMessages.network)
  if (error.status === 429) return intl.formatMessage(apiErrorMessages.throttled)
  const translated = known(error.message)
  if (translated) return translated
  if (error.status === 401) return intl.formatMessage(apiErrorMessages.sessionExpired)
  return intl.formatMessage(apiErrorMessages.generic)
}

export interface ApiSubmissionOptions {
  known: KnownApiMessage
  /** The form's field names: API field errors for other names are shown with the form-level message. */
  fields: readonly string[]
  /** API field name → form field name (a record, or a function for dotted paths such as `delivery_address.postcode`). */
  fieldMap?: Record<string, string> | ((apiField: string) => string)
  /** A form-level sentence to show even when every error landed on a field. */
  formMessage?: string
}

const rename = (fieldMap: ApiSubmissionOptions['fieldMap'], field: string) => (typeof fieldMap === 'function' ? fieldMap(field) : (fieldMap?.[field] ?? field))

export function apiSubmissionErrors(intl: IntlShape, error: ApiError, { known, fields, fieldMap, formMessage }: ApiSubmissionOptions): SubmissionErrors {
  const translate = (message: string) => known(message) ?? message
  const result: Record<string, string> = {}
  const stray: string[] = []
  for (const [apiField, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = rename(fieldMap, apiField)
    if (fields.includes(field)) result[field] ??= translate(message)
    else stray.push(translate(message))
  }
  const landed = Object.keys(result).length > 0
  const formLevel = [formMessage ?? (landed || stray.length ? undefined : apiErrorText(intl, error, known)), ...stray].filter(Boolean)
  if (formLevel.length) result[FORM_ERROR] = [...new Set(formLevel)].join(' ')
  return result
}
