// A refusal in the shopper's language, looked up by its code (./wording.ts) with the values of its params — never by
// the back end's text. The back end's own message is shown only where this app has no wording for a code it does not
// know (a back end may answer in the shopper's language, or with codes of its own).
import type { ErrorCode } from '@contract/errorCodes'
import type { IntlShape } from 'react-intl'
import type { ApiError } from '../apiError'
import { WORDING, type RefusalParams } from './wording'

/** One refusal as a back end sends it: a code (when it sends codes), its message, and the message's values. */
export interface ApiRefusal {
  code?: string
  message: string
  params?: RefusalParams
}

const isCatalogued = (code: string): code is ErrorCode => Object.hasOwn(WORDING, code)

/** The app's sentence for a code, or undefined for a code it does not word (unknown, or worded by the HTTP status). */
export function wordedRefusal(intl: IntlShape, code: string | undefined, params: RefusalParams = {}): string | undefined {
  const wording = code && isCatalogued(code) ? WORDING[code] : null
  return wording ? intl.formatMessage(wording.message, wording.values ? wording.values(params, intl) : params) : undefined
}

/** One refusal for the shopper: worded by its code, or the back end's message. */
export const refusalText = (intl: IntlShape, refusal: ApiRefusal): string => wordedRefusal(intl, refusal.code, refusal.params) ?? refusal.message

/** A failed call's field errors for the shopper (field → sentence), each worded by its code or shown as sent. */
export function fieldRefusalTexts(intl: IntlShape, error: ApiError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [
      field,
      refusalText(intl, { code: error.codes?.[field], message, params: error.params?.[field] }),
    ]),
  )
}

/**
 * The answer as a whole (`codes._`) for the shopper: its wording; the back end's message for a code outside the
 * contract; undefined when the answer has no code or one this app words by the HTTP status (see apiErrorText).
 */
export function answerRefusalText(intl: IntlShape, error: ApiError): string | undefined {
  const code = error.codes?._
  if (!code) return undefined
  if (!isCatalogued(code)) return error.message || undefined
  return wordedRefusal(intl, code, error.params?._)
}
