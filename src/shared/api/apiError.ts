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
  /** Field name (`_` for the whole answer) → stable code (`codes`, contract/errorCodes.ts), when the back end sent them. */
  codes?: Record<string, string>
  /** The values the codes' messages need (`params`), under the same keys. */
  params?: Record<string, Record<string, string | number>>
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
  const codes = isMapOf(body.codes, (code) => typeof code === 'string') ? { codes: body.codes } : {}
  const params = isMapOf(body.params, (values) => isMapOf(values, (value) => typeof value === 'string' || typeof value === 'number'))
    ? { params: body.params }
    : {}
  return body.errors ? { status, code, message, fieldErrors: body.errors, ...codes, ...params } : { status, code, message, ...codes, ...params }
}

const isMapOf = <T>(value: unknown, isEntry: (entry: unknown) => boolean): value is Record<string, T> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isEntry)

export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'status' in e && 'message' in e
}
