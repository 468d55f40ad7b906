// The answer of every call: `{ success, code, psdata, message?, errors?, codes? }` with HTTP status === code.
import type { ApiError, ErrorCodes, FieldErrors } from './apiError'

export interface Envelope {
  success: boolean
  code: number
  psdata: unknown
  message?: string
  errors?: FieldErrors
  /** Stable codes parallel to `errors` (lib/apiError's ErrorCodes); only on answers that carry them. */
  codes?: ErrorCodes
}

export function envelope(code: number, psdata: unknown, message?: string, errors?: FieldErrors, codes?: ErrorCodes): Envelope {
  const body: Envelope = { success: code >= 200 && code < 300, code, psdata }
  if (message) body.message = message
  if (errors) body.errors = errors
  if (codes) body.codes = codes
  return body
}

/** A refusal as its envelope. */
export const errorEnvelope = (error: ApiError): Envelope => envelope(error.code, null, error.message, error.errors, error.codes)
