// A refusal as the contract sends it: a code of the catalogue (contract/errorCodes.ts), the English message made from
// the code's template, and the values the message needs (`params`), which a client words in its own language.
import { ERROR_CODES, type ErrorCode, type ErrorParamName, type ErrorParams, type ErrorParamValues, type ErrorPlaceholder } from '@contract/errorCodes'

export interface Refusal {
  code: ErrorCode
  /** English, for other clients and for logs; a client translates by `code`. */
  message: string
  params?: ErrorParamValues
}

/** Codes whose message has no placeholder: call sites may give the code alone. */
export type PlainCode = { [C in ErrorCode]: [ErrorPlaceholder<C>] extends [never] ? C : never }[ErrorCode]

/** A refusal, or the code of one that needs no values. */
export type Refusable = Refusal | PlainCode

type Args<C extends ErrorCode> = [ErrorParamName<C>] extends [never]
  ? [params?: Record<string, never>, wording?: Wording<C>]
  : [params: ErrorParams<C>, wording?: Wording<C>]

/** Text that replaces a placeholder in the English message only (a label, an amount as formatted for the shopper). */
type Wording<C extends ErrorCode> = Partial<Record<ErrorParamName<C> | 'Field', string>>

/** `wording` changes the English message only: `params` are sent as given. */
export function refusal<C extends ErrorCode>(code: C, ...[params, wording]: Args<C>): Refusal {
  const values: Record<string, string | number> = { ...params, ...wording }
  const message = (ERROR_CODES[code] as string).replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
  return params && Object.keys(params).length ? { code, message, params: { ...params } } : { code, message }
}

export const toRefusal = (r: Refusable): Refusal => (typeof r === 'string' ? refusal(r) : r)
