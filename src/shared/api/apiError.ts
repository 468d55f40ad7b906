// One error shape for every failed call, whatever failed: the transport, HTTP, or the envelope.
import { isEnvelope } from './envelope'

export type ApiErrorStatus = number | 'ABORTED' | 'NETWORK' | 'TIMEOUT' | 'PROTOCOL' | 'PARSE'

export interface ApiError {
  status: ApiErrorStatus
  /** The back end's application code when it sent one (HTTP status otherwise). */
  code?: number
  message: string
  /** Field name → message, from a validation answer (`errors`). */
  fieldErrors?: Record<string, string>
  /** Field name (`_` for the whole answer) → stable code (`codes`), when the back end sent them. */
  codes?: Record<string, string>
}

/** Spec §8 transport messages, worded as the client library the spec was written against reports them. */
export const transportMessages = {
  aborted: 'Request aborted',
  network: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  protocol: 'Unsupported protocol',
} as const

export const FALLBACK_MESSAGE = 'Something went wrong'

/** Normalises a non-successful HTTP answer or envelope. */
export function errorFromResponse(httpStatus: number, body: unknown): ApiError {
  if (!isEnvelope(body)) return { status: httpStatus, code: httpStatus, message: FALLBACK_MESSAGE }
  const message = typeof body.psdata === 'string' && body.psdata ? body.psdata : body.message || FALLBACK_MESSAGE
  const code = body.code ?? httpStatus
  const status = httpStatus >= 200 && httpStatus < 300 ? code : httpStatus
  const codes = isCodeMap(body.codes) ? { codes: body.codes } : {}
  return body.errors ? { status, code, message, fieldErrors: body.errors, ...codes } : { status, code, message, ...codes }
}

const isCodeMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((code) => typeof code === 'string')

export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'status' in e && 'message' in e
}
