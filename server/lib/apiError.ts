// The one error type call handlers throw; the error handler turns it into the envelope with HTTP status = code.
export type FieldErrors = Record<string, string>

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message)
  }
}

export const VALIDATION_MESSAGE = 'Please fix the errors above before submitting'

export const badRequest = (message: string) => new ApiError(400, message)
export const loginRequired = () => new ApiError(401, 'Login required')
export const forbidden = (message: string) => new ApiError(403, message)
export const notFound = (message = 'Not found') => new ApiError(404, message)
export const invalid = (errors: FieldErrors, message = VALIDATION_MESSAGE) => new ApiError(422, message, errors)
export const throttled = () => new ApiError(429, 'Too many attempts. Please try again later.')
