// Maps a failed call onto the form: each field error of the API lands on its field, the rest on the form.
import { FORM_ERROR, type SubmissionErrors } from 'final-form'
import type { ApiError } from '@/shared/api'

/** `fieldMap` renames API field names to form field names where they differ (e.g. firstName → firstname). */
export function toSubmissionErrors(error: ApiError, fieldMap: Record<string, string> = {}): SubmissionErrors {
  const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [fieldMap[field] ?? field, message]))
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : { [FORM_ERROR]: error.message }
}
