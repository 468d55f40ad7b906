// The answer of every call: `{ success, code, psdata, message?, errors?, codes?, params? }` with HTTP status === code.
import type { ErrorCode, ErrorParamValues } from '@contract/errorCodes'
import type { ApiError } from './apiError'

export interface Envelope {
  success: boolean
  code: number
  psdata: unknown
  message?: string
  /** Field → English message (a refusal's field errors). */
  errors?: Record<string, string>
  /** Every refusal's stable codes (contract/errorCodes.ts): `_` for the whole answer, and one per field of `errors`. */
  codes?: Record<string, ErrorCode>
  /** The values the codes' messages need, under the same keys; only for codes that have some. */
  params?: Record<string, ErrorParamValues>
}

export function envelope(code: number, psdata: unknown, message?: string): Envelope {
  const body: Envelope = { success: code >= 200 && code < 300, code, psdata }
  if (message) body.message = message
  return body
}

/** A refusal as its envelope. */
export function errorEnvelope(error: ApiError): Envelope {
  const body = envelope(error.code, null, error.message)
  const refusals = { _: error.refusal, ...error.fields }
  if (error.fields) body.errors = Object.fromEntries(Object.entries(error.fields).map(([field, r]) => [field, r.message]))
  body.codes = Object.fromEntries(Object.entries(refusals).map(([field, r]) => [field, r.code]))
  const params = Object.entries(refusals).filter(([, r]) => r.params)
  if (params.length) body.params = Object.fromEntries(params.map(([field, r]) => [field, r.params!]))
  return body
}
