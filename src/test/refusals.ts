// Refusals as the reference API sends them, for the mocks of web tests: `codes` of the contract
// (contract/errorCodes.ts), their `params`, and the English messages made from the catalogue's templates.
import { ERROR_CODES, type ErrorCode } from '@contract/errorCodes'

type Params = Record<string, string | number>
/** A field's refusal: its code, with the values its message needs. */
export type Refused = ErrorCode | [ErrorCode, Params]

const labelOf = (field: string) => {
  const last = (field.split('.').pop() ?? field).replace(/_/g, ' ')
  return last.charAt(0).toUpperCase() + last.slice(1)
}
const fill = (code: ErrorCode, params: Params, field = '') =>
  (ERROR_CODES[code] as string).replace(/\{(\w+)\}/g, (whole, name: string) => (name === 'Field' ? labelOf(field) : String(params[name] ?? whole)))

/**
 * The envelope of a refusal: `whole` for the answer (`_`), `fields` for field errors. `say` words some of them
 * otherwise (by key, `_` for the answer's message): a back end answering in another language, or in its own words.
 */
export function refusalBody(status: number, whole: ErrorCode, fields: Record<string, Refused> = {}, say: Record<string, string> = {}) {
  const entries = Object.entries(fields).map(([field, refused]) => {
    const [code, params] = typeof refused === 'string' ? [refused, {}] : refused
    return { field, code, params, message: say[field] ?? fill(code, params, field) }
  })
  const withParams = entries.filter((e) => Object.keys(e.params).length)
  return {
    success: false,
    code: status,
    psdata: null,
    message: say._ ?? fill(whole, {}),
    ...(entries.length ? { errors: Object.fromEntries(entries.map((e) => [e.field, e.message])) } : {}),
    codes: { _: whole, ...Object.fromEntries(entries.map((e) => [e.field, e.code])) },
    ...(withParams.length ? { params: Object.fromEntries(withParams.map((e) => [e.field, e.params])) } : {}),
  }
}
