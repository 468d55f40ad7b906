// The answer of every call: `{ success, code, psdata, message?, errors? }` with HTTP status === code.
import type { FieldErrors } from './apiError'

export interface Envelope {
  success: boolean
  code: number
  psdata: unknown
  message?: string
  errors?: FieldErrors
}

export function envelope(code: number, psdata: unknown, message?: string, errors?: FieldErrors): Envelope {
  const body: Envelope = { success: code >= 200 && code < 300, code, psdata }
  if (message) body.message = message
  if (errors) body.errors = errors
  return body
}
