// Turns ajv's errors into the contract's `errors: { field: message }` (English; the web app translates by field).
import type { FieldErrors } from './apiError'

export interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

const label = (field: string) => {
  const last = field.split('.').pop() ?? field
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const pathToField = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')

function describe(error: AjvError, field: string): string {
  const name = label(field)
  const p = error.params
  switch (error.keyword) {
    case 'required':
      return `${name} is required.`
    case 'additionalProperties':
      return 'Unknown field.'
    case 'type':
      return `${name} must be ${p.type === 'integer' ? 'a whole number' : `of type ${String(p.type)}`}.`
    case 'format':
      return p.format === 'email' ? 'Please enter a valid email address.' : `${name} is not a valid ${String(p.format)}.`
    case 'minLength':
      return p.limit === 1 ? `${name} is required.` : `${name} must be at least ${String(p.limit)} characters.`
    case 'maxLength':
      return `${name} must be at most ${String(p.limit)} characters.`
    case 'pattern':
      return `${name} is required.`
    case 'minimum':
      return `${name} must be at least ${String(p.limit)}.`
    case 'maximum':
      return `${name} must be at most ${String(p.limit)}.`
    case 'enum':
      return `${name} must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`
    case 'const':
      return p.allowedValue === true ? `${name} must be accepted.` : `${name} is not valid.`
    case 'maxItems':
      return `${name} must have at most ${String(p.limit)} items.`
    case 'minItems':
      return `${name} must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}.`
    case 'maxProperties':
      return `${name} has too many entries.`
    default:
      return `${name} is not valid.`
  }
}

/** Messages the spec words its own way (spec §5). */
const SPECIAL: Record<string, string> = {
  'review.rating:required': 'Please select a rating',
  'password:minLength': 'Password is required',
  // The withdrawal calls take the e-mail as typed (spaces around it forgiven), checked by a pattern.
  'email:pattern': 'Please enter a valid email address.',
}

export function fieldErrors(errors: AjvError[]): FieldErrors {
  const result: FieldErrors = {}
  for (const error of errors) {
    // anyOf/propertyNames wrap the errors of their branches, which are reported themselves.
    if (error.keyword === 'anyOf' || error.keyword === 'if') continue
    const base = pathToField(error.instancePath)
    const child =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : error.keyword === 'propertyNames'
            ? String(error.params.propertyName)
            : null
    const field = child ? (base ? `${base}.${child}` : child) : base || 'body'
    if (!(field in result)) result[field] = SPECIAL[`${field}:${error.keyword}`] ?? describe(error, field)
  }
  return result
}
