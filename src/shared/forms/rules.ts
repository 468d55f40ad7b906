// The generic validation rule set (spec §5) as pure validators. A validator returns undefined when the value
// passes, or a message descriptor with its values; the field adapter adds `{field}` (the field's label) and
// translates it. Every rule but required/accepted/requireOne lets an empty value pass: emptiness is required's job.
import type { MessageDescriptor } from 'react-intl'
import { ruleMessages as m } from './ruleMessages'

export interface RuleMessage {
  descriptor: MessageDescriptor
  values?: Record<string, string | number>
  /** Values that are lists of messages, translated one by one and joined for the locale (e.g. unmet requirements). */
  lists?: Record<string, RuleMessage[]>
}

export type AllValues = object
export type Validator = (value: unknown, allValues: AllValues) => RuleMessage | undefined

/** Another field's value, for rules that compare fields. */
export const field = (all: AllValues, name: string): unknown => (all as Record<string, unknown>)[name]

const fail = (descriptor: MessageDescriptor, values?: RuleMessage['values']): RuleMessage => (values ? { descriptor, values } : { descriptor })

export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')

/** A rule on non-empty text values. */
const textRule =
  (test: (s: string) => boolean, descriptor: MessageDescriptor, values?: RuleMessage['values']): Validator =>
  (value) =>
    isEmpty(value) || test(text(value)) ? undefined : fail(descriptor, values)

const LETTER = /\p{L}/u
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const SYMBOL = /[!-/:-@[-`{-~]/

export const rules = {
  required: (): Validator => (value) => (isEmpty(value) ? fail(m.required) : undefined),
  accepted: (): Validator => (value) => (value === true || ['yes', 'on', '1', 'true'].includes(text(value).toLowerCase()) ? undefined : fail(m.accepted)),
  alpha: () => textRule((s) => /^\p{L}+$/u.test(s), m.alpha),
  alphaSpaces: () => textRule((s) => /^[\p{L} ]+$/u.test(s), m.alphaSpaces),
  alphanumeric: () => textRule((s) => /^[\p{L}\p{N}]+$/u.test(s), m.alphanumeric),
  between: (min: number, max: number) => textRule((s) => Number(s) >= min && Number(s) <= max, m.between, { min, max }),
  containsAlpha: () => textRule((s) => LETTER.test(s), m.containsAlpha),
  containsAlphanumeric: () => textRule((s) => /[\p{L}\p{N}]/u.test(s), m.containsAlphanumeric),
  containsAlphaSpaces: () => textRule((s) => /[\p{L} ]/u.test(s), m.containsAlphaSpaces),
  containsLowercase: () => textRule((s) => /\p{Ll}/u.test(s), m.containsLowercase),
  containsNumeric: () => textRule((s) => /\p{N}/u.test(s), m.containsNumeric),
  containsSymbol: () => textRule((s) => SYMBOL.test(s), m.containsSymbol),
  containsUppercase: () => textRule((s) => /\p{Lu}/u.test(s), m.containsUppercase),
  dateAfter: (date: string) => textRule((s) => Date.parse(s) > Date.parse(date), m.dateAfter, { date }),
  dateBefore: (date: string) => textRule((s) => Date.parse(s) < Date.parse(date), m.dateBefore, { date }),
  dateBetween: (start: string, end: string) =>
    textRule((s) => Date.parse(s) >= Date.parse(start) && Date.parse(s) <= Date.parse(end), m.dateBetween, { start, end }),
  /** Format tokens YYYY, MM, DD (e.g. 'DD.MM.YYYY'); the date must also exist. */
  dateFormat: (format: string) => textRule((s) => matchesDateFormat(s, format), m.dateFormat, { format }),
  email: () => textRule((s) => EMAIL.test(s.trim()), m.email),
  endsWith: (...list: string[]) => textRule((s) => list.some((e) => s.endsWith(e)), m.endsWith, { list: list.join(', ') }),
  is: (...allowed: string[]) => textRule((s) => allowed.includes(s), m.is),
  length: (min: number, max = Infinity) =>
    textRule((s) => [...s].length >= min && [...s].length <= max, max === Infinity ? m.minLength : m.length, max === Infinity ? { min } : { min, max }),
  lowercase: () => textRule((s) => /^[\p{Ll}]+$/u.test(s), m.lowercase),
  matches: (pattern: RegExp) => textRule((s) => pattern.test(s), m.matches),
  max: (max: number) => textRule((s) => Number(s) <= max, m.max, { max }),
  min: (min: number) => textRule((s) => Number(s) >= min, m.min, { min }),
  not:
    (...forbidden: string[]): Validator =>
    (value) =>
      !isEmpty(value) && forbidden.includes(text(value)) ? fail(m.not, { value: text(value) }) : undefined,
  number: () => textRule((s) => s.trim() !== '' && Number.isFinite(Number(s)), m.number),
  /** Passes when this field or any of the named others has a value. */
  requireOne:
    (...others: string[]): Validator =>
    (value, all) =>
      !isEmpty(value) || others.some((name) => !isEmpty(field(all, name))) ? undefined : fail(m.requireOne),
  startsWith: (...list: string[]) => textRule((s) => list.some((p) => s.startsWith(p)), m.startsWith, { list: list.join(', ') }),
  symbol: () => textRule((s) => [...s].every((c) => SYMBOL.test(c)), m.symbol),
  uppercase: () => textRule((s) => /^[\p{Lu}]+$/u.test(s), m.uppercase),
  url: () => textRule(isUrl, m.url),
  /** Equal to another field (default: this field's name + '_confirm' convention is the caller's). */
  confirm:
    (other: string): Validator =>
    (value, all) =>
      text(value) === text(field(all, other)) ? undefined : fail(m.confirm),
}

function isUrl(s: string): boolean {
  try {
    const url = new URL(s)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function matchesDateFormat(s: string, format: string): boolean {
  const order: string[] = []
  const pattern = format.replace(/YYYY|MM|DD|[.*+?^${}()|[\]\\/-]/g, (token) => {
    if (token === 'YYYY' || token === 'MM' || token === 'DD') {
      order.push(token)
      return token === 'YYYY' ? '(\\d{4})' : '(\\d{2})'
    }
    return `\\${token}`
  })
  const match = new RegExp(`^${pattern}$`).exec(s)
  if (!match) return false
  const part = (t: string) => Number(match[order.indexOf(t) + 1])
  const [y, mo, d] = [part('YYYY'), part('MM'), part('DD')]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** The first failing validator's message. */
export const compose =
  (...validators: Validator[]): Validator =>
  (value, all) => {
    for (const validate of validators) {
      const result = validate(value, all)
      if (result) return result
    }
    return undefined
  }

/** Every e-mail field of the shop (sign-in, registration, profile, password reset, newsletter). */
export const emailRule: Validator = compose(rules.required(), rules.email())
