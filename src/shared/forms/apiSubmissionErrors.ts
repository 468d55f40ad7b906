// Lands a failed call on a react-final-form form, in the shopper's language. Each refusal is worded by its code
// (@/shared/api: the one table of wordings), never by the back end's text, which is shown only for a code the app does
// not know. Field errors land on their fields; errors for fields the form does not have join the form-level message;
// a failure of the transport or the server gets one sentence of its own.
import { FORM_ERROR, type SubmissionErrors } from 'final-form'
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { answerRefusalText, fieldRefusalTexts, type ApiError } from '@/shared/api'
import { apiErrorMessages } from './apiErrorMessages'

const TRANSPORT = new Set(['NETWORK', 'TIMEOUT', 'ABORTED', 'PROTOCOL', 'PARSE'])

/**
 * One sentence for a failure that is not a field's. `generic`: what the caller says of a failure nobody words (a
 * server error), when it has a sentence of its own ("The order could not be cancelled").
 */
export function apiErrorText(intl: IntlShape, error: ApiError, generic: MessageDescriptor = apiErrorMessages.generic): string {
  if (TRANSPORT.has(String(error.status))) return intl.formatMessage(apiErrorMessages.network)
  const worded = answerRefusalText(intl, error)
  if (worded) return worded
  if (error.status === 429) return intl.formatMessage(apiErrorMessages.throttled)
  if (error.status === 401) return intl.formatMessage(apiErrorMessages.sessionExpired)
  return intl.formatMessage(generic)
}

/** A failed call made outside a form (choosing a carrier, saving a note): its field errors, or one sentence. */
export function apiFailureText(intl: IntlShape, error: ApiError, generic?: MessageDescriptor): string {
  const texts = Object.values(fieldRefusalTexts(intl, error))
  return texts.length ? [...new Set(texts)].join(' ') : apiErrorText(intl, error, generic)
}

export interface ApiSubmissionOptions {
  /** The form's field names: API field errors for other names are shown with the form-level message. */
  fields: readonly string[]
  /** API field name → form field name (a record, or a function for dotted paths such as `delivery_address.postcode`). */
  fieldMap?: Record<string, string> | ((apiField: string) => string)
  /** A form-level sentence to show even when every error landed on a field. */
  formMessage?: string
  /** The form's own sentence for a failure nobody words (see apiErrorText). */
  generic?: MessageDescriptor
}

const rename = (fieldMap: ApiSubmissionOptions['fieldMap'], field: string) => (typeof fieldMap === 'function' ? fieldMap(field) : (fieldMap?.[field] ?? field))

export function apiSubmissionErrors(intl: IntlShape, error: ApiError, { fields, fieldMap, formMessage, generic }: ApiSubmissionOptions): SubmissionErrors {
  const result: Record<string, string> = {}
  const stray: string[] = []
  for (const [apiField, text] of Object.entries(fieldRefusalTexts(intl, error))) {
    const field = rename(fieldMap, apiField)
    if (fields.includes(field)) result[field] ??= text
    else stray.push(text)
  }
  const landed = Object.keys(result).length > 0
  const formLevel = [formMessage ?? (landed || stray.length ? undefined : apiErrorText(intl, error, generic)), ...stray].filter(Boolean)
  if (formLevel.length) result[FORM_ERROR] = [...new Set(formLevel)].join(' ')
  return result
}
