// Turns ajv's errors into the contract's field refusals: a `field.*` code (contract/errorCodes.ts) with the values its
// message needs (`{ max }` of a length…) and the English message naming the field ("Firstname is required.").
import type { ErrorCode, ErrorParamName, ErrorParams } from '@contract/errorCodes'
import { refusal, type Refusal } from './refusal'

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

/** The English label of a field path ("delivery_address.postcode" → "Postcode"), as schema messages name it. */
export { label as fieldLabel }

/** A refusal of a `{Field}` code, its English message naming the field's label. */
export function fieldRefusal<C extends FieldCode>(code: C, field: string, ...[params]: ParamsOf<C>): Refusal {
  return (refusal as (c: C, p?: object, w?: object) => Refusal)(code, params, { Field: label(field) })
}

type FieldCode = Extract<ErrorCode, `field.${string}` | 'name.invalid'>
type ParamsOf<C extends FieldCode> = [ErrorParamName<C>] extends [never] ? [] : [params: ErrorParams<C>]

/** Messages the spec words its own way (spec §5): `field:keyword` → message (the code stays the keyword's). */
const SPECIAL: Record<string, string> = {
  'review.rating:required': 'Please select a rating',
  'password:minLength': 'Password is required',
}

const limit = (p: Record<string, unknown>) => Number(p.limit)

function describe(error: AjvError, field: string): Refusal {
  const p = error.params
  switch (error.keyword) {
    case 'required':
      return fieldRefusal('field.required', field)
    case 'additionalProperties':
      return refusal('field.unknown')
    case 'type':
      return p.type === 'integer'
        ? { ...fieldRefusal('field.type', field, { type: 'integer' }), message: `${label(field)} must be a whole number.` }
        : fieldRefusal('field.type', field, { type: String(p.type) })
    case 'format':
      return p.format === 'email' ? refusal('field.email') : fieldRefusal('field.format', field, { format: String(p.format) })
    case 'minLength':
      // A required text (at least one character) that is empty is missing, not short.
      return limit(p) === 1 ? fieldRefusal('field.required', field) : fieldRefusal('field.too_short', field, { min: limit(p) })
    case 'maxLength':
      return fieldRefusal('field.too_long', field, { max: limit(p) })
    case 'pattern':
      // Patterns check that a text is not blank (schema.ts text()), and the withdrawal calls' e-mail as typed.
      return field === 'email' ? refusal('field.email') : fieldRefusal('field.required', field)
    case 'minimum':
      return fieldRefusal('field.too_small', field, { min: limit(p) })
    case 'maximum':
      return fieldRefusal('field.too_large', field, { max: limit(p) })
    case 'enum':
      return fieldRefusal('field.not_allowed', field, { allowed: (p.allowedValues as unknown[]).join(', ') })
    case 'const':
      return p.allowedValue === true ? fieldRefusal('field.not_accepted', field) : fieldRefusal('field.invalid', field)
    case 'maxItems':
      return fieldRefusal('field.too_many', field, { max: limit(p) })
    case 'minItems':
      return limit(p) === 1
        ? { ...fieldRefusal('field.too_few', field, { min: 1 }), message: `${label(field)} must have at least 1 item.` }
        : fieldRefusal('field.too_few', field, { min: limit(p) })
    case 'maxProperties':
      return { ...fieldRefusal('field.too_many', field, { max: limit(p) }), message: `${label(field)} has too many entries.` }
    default:
      return fieldRefusal('field.invalid', field)
  }
}

export function fieldErrors(errors: AjvError[]): Record<string, Refusal> {
  const result: Record<string, Refusal> = {}
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
    if (field in result) continue
    const described = describe(error, field)
    const special = SPECIAL[`${field}:${error.keyword}`]
    result[field] = special ? { ...described, message: special } : described
  }
  return result
}
