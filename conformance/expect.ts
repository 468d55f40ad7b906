// The contract's rules for every answer (docs/api.md, Envelope and Codes), as assertions that fail with the field
// at fault: a success is 2xx with `success: true` and `code` equal to the HTTP status; a refusal carries the HTTP
// status of its `code`, `success: false`, `psdata: null`, and `codes` — `_` for the whole answer and one per key of
// `errors` — from the catalogue of contract/errorCodes.ts.
import { ERROR_CODES } from '@contract/errorCodes'
import type { Answer } from './http'
import { Failure, Skip } from './report'
import { checkEnvelope, checkShape } from './shapes'

export interface Envelope<T = unknown> {
  success: boolean
  code: number
  psdata: T
  message?: string
  errors?: Record<string, string>
  codes?: Record<string, string>
  params?: Record<string, Record<string, unknown>>
}

function envelopeOf(answer: Answer): Envelope {
  if (answer.body === undefined) throw new Failure(`the answer is not JSON (HTTP ${answer.status}, ${answer.headers.get('content-type') ?? 'no content type'})`)
  checkEnvelope(answer.body)
  const type = answer.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) throw new Failure(`Content-Type is "${type}", not application/json`)
  return answer.body as Envelope
}

/**
 * A success of HTTP `status` whose psdata has the documented shape of `shape` (the call's own by default; a variant
 * such as `search.suggest`, or null to check the envelope only). Returns psdata.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- psdata is judged by the checks that read it
export function expectSuccess<T = any>(answer: Answer, status = 200, shape: string | null = answer.call): T {
  return naming(answer, () => successOf<T>(answer, status, shape))
}

function successOf<T>(answer: Answer, status: number, shape: string | null): T {
  const body = envelopeOf(answer)
  if (body.success !== true) {
    const why = body.codes?._ ? ` (${body.codes._}: ${body.message ?? ''})` : body.message ? ` (${body.message})` : ''
    throw new Failure(`success is ${JSON.stringify(body.success)}, HTTP ${answer.status}, code ${body.code}${why}`)
  }
  if (body.code !== answer.status) throw new Failure(`code is ${body.code} but the HTTP status ${answer.status}: they must be equal`)
  if (answer.status !== status) throw new Failure(`HTTP ${answer.status}, expected ${status}`)
  if (shape) checkShape(shape, body.psdata)
  return body.psdata as T
}

/**
 * A refusal: HTTP `status`, `codes._` equal to `whole` (or one of them), and for each field of `fields` its code in `codes` and a message in
 * `errors`. Every code must be one of the catalogue's.
 */
export function expectRefusal(answer: Answer, status: number, whole: string | string[], fields: Record<string, string> = {}): Envelope {
  return naming(answer, () => refusalOf(answer, status, [whole].flat(), fields))
}

function refusalOf(answer: Answer, status: number, wholes: string[], fields: Record<string, string>): Envelope {
  const whole = wholes.join(' or ')
  const body = envelopeOf(answer)
  if (answer.status >= 200 && answer.status < 300) {
    throw new Failure(
      `HTTP ${answer.status} for a refusal (success ${JSON.stringify(body.success)}, code ${body.code}): expected HTTP ${status} with code ${whole}`,
    )
  }
  if (body.success !== false) throw new Failure(`success is ${JSON.stringify(body.success)} on HTTP ${answer.status}: a refusal has success false`)
  if (body.code !== answer.status) throw new Failure(`code is ${body.code} but the HTTP status ${answer.status}: they must be equal`)
  if (answer.status !== status)
    throw new Failure(`HTTP ${answer.status} (${body.codes?._ ?? body.message ?? 'no code'}), expected ${status} with code ${whole}`)
  if (body.psdata !== null) throw new Failure(`psdata is ${JSON.stringify(body.psdata)?.slice(0, 60)}, not null, on a refusal`)
  if (!body.codes || typeof body.codes !== 'object') throw new Failure('codes missing: every refusal carries codes._')
  for (const [key, code] of Object.entries(body.codes)) {
    if (!(code in ERROR_CODES)) throw new Failure(`codes.${key} is "${code}", which is not a code of the catalogue (docs/api.md, Refusal codes)`)
  }
  for (const key of Object.keys(body.errors ?? {})) {
    if (!body.codes[key]) throw new Failure(`codes.${key} missing: errors.${key} has no code`)
  }
  if (!wholes.includes(body.codes._ ?? '')) throw new Failure(`codes._ is ${JSON.stringify(body.codes._)}, expected ${whole}`)
  for (const [field, code] of Object.entries(fields)) {
    if (body.codes[field] !== code) throw new Failure(`codes.${field} is ${JSON.stringify(body.codes[field])}, expected "${code}"`)
    if (typeof body.errors?.[field] !== 'string') throw new Failure(`errors.${field} missing: the field's message for people and logs`)
  }
  return body
}

/** Failures of an answer's checks name the call that answered (a check may make several calls). */
function naming<T>(answer: Answer, check: () => T): T {
  // Throttling (fair use, sign-in limits) is the back end's right, not a breach: the check could not run.
  if (answer.status === 429)
    throw new Skip(`${answer.call} answered 429 (throttled, Retry-After: ${answer.headers.get('retry-after') ?? '?'} s): run the kit again later`)
  try {
    return check()
  } catch (error) {
    if (error instanceof Failure && !error.call) throw new Failure(error.message, answer.call)
    throw error
  }
}

/** A plain condition of the contract; `detail` names the field ("psdata.pagination.current_page is 1, expected 2"). */
export function expectThat(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new Failure(detail)
}
