// The one error type call handlers throw; the error handler turns it into the envelope with HTTP status = code.
// Every refusal carries a code of the catalogue (contract/errorCodes.ts) beside its English message: `_` for the
// answer as a whole, and one per field for field errors.
import { refusal, toRefusal, type Refusable, type Refusal } from './refusal'

export type { Refusable, Refusal } from './refusal'

/** Field (dotted path for nested ones) → its refusal. */
export type FieldRefusals = Record<string, Refusable>

export class ApiError extends Error {
  readonly refusal: Refusal
  readonly fields?: Record<string, Refusal>

  constructor(
    readonly code: number,
    whole: Refusable,
    fields?: FieldRefusals,
    /** Seconds until a retry may succeed: sent as `Retry-After` (429). */
    readonly retryAfter?: number,
  ) {
    const answer = toRefusal(whole)
    super(answer.message)
    this.refusal = answer
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([field, r]) => [field, toRefusal(r)]))
  }
}

export const badRequest = (why: Refusable) => new ApiError(400, why)
export const loginRequired = () => new ApiError(401, 'auth.required')
export const forbidden = (why: Refusable) => new ApiError(403, why)
export const notFound = (why: Refusable) => new ApiError(404, why)
export const conflict = (why: Refusable) => new ApiError(409, why)
/** 422: the fields' refusals, and the answer's (by default "Please fix the errors above before submitting"). */
export const invalid = (fields: FieldRefusals, whole: Refusable = 'validation.failed') => new ApiError(422, whole, fields)
export const throttled = (retryAfterSeconds: number) => new ApiError(429, refusal('throttled'), undefined, Math.max(1, Math.ceil(retryAfterSeconds)))
