// The back end's answer envelope. PrestaShop modules answer errors as HTTP 200 with `success: true` and an error
// `code` (e.g. 306 "Authentication failed"), so success needs HTTP 2xx AND success === true AND a 2xx code.
export interface PsEnvelope<T> {
  success: boolean
  code?: number
  psdata: T
  message?: string
  errors?: Record<string, string>
  /** Field name (`_` for the whole answer) → a stable machine-readable code, parallel to `errors`: what the app
   * translates by, never the English text. */
  codes?: Record<string, string>
  /** The values the codes' messages need, under the same keys (e.g. `{ quantity: { available: 2 } }`). */
  params?: Record<string, Record<string, string | number>>
}

const is2xx = (n: number) => n >= 200 && n < 300

export function isEnvelope(body: unknown): body is PsEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body
}

export function isPsSuccess(httpStatus: number, body: unknown): body is PsEnvelope<unknown> {
  if (!is2xx(httpStatus) || !isEnvelope(body) || body.success !== true) return false
  return body.code === undefined || is2xx(body.code)
}
