// The one error type call handlers throw; the error handler turns it into the envelope with HTTP status = code.
export type FieldErrors = Record<string, string>

/**
 * Stable, machine-readable codes parallel to `errors` (same keys; `_` for the whole answer), e.g.
 * `{ order: 'withdrawal.period_over' }`: a client translates by code, never by the English message. Calls add them
 * where a client must tell refusals apart (the withdrawal calls, every 429); a later change extends them to all.
 */
export type ErrorCodes = Record<string, string>

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly codes?: ErrorCodes,
    /** Seconds until a retry may succeed: sent as `Retry-After` (429). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

export const VALIDATION_MESSAGE = 'Please fix the errors above before submitting'

export const badRequest = (message: string) => new ApiError(400, message)
export const loginRequired = () => new ApiError(401, 'Login required')
export const forbidden = (message: string) => new ApiError(403, message)
export const notFound = (message = 'Not found', codes?: ErrorCodes) => new ApiError(404, message, undefined, codes)
export const invalid = (errors: FieldErrors, message = VALIDATION_MESSAGE, codes?: ErrorCodes) => new ApiError(422, message, errors, codes)
export const throttled = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too many attempts. Please try again later.', undefined, { _: 'throttled' }, Math.max(1, Math.ceil(retryAfterSeconds)))
