// EU VAT numbers: the format of every member state, and the check digits where the algorithm is public and
// simple (most states); the optional VIES check (vies.ts) confirms that the number is registered.

/**
 * Format of the part after the country prefix (Greece uses EL). A Spanish NIF ends with a letter unless it starts with
 * one; Romanian, Slovenian and Slovak numbers never start with 0. The cases both this and the SPA's check are tested
 * against: testdata/vatAndTaxCodeCases.json.
 */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
}

const digits = (s: string) => s.split('').map(Number)
const weighted = (ds: number[], weights: number[]) => weights.reduce((sum, w, i) => sum + w * ds[i]!, 0)

function mod11_10(ds: number[]): number {
  let product = 10
  for (const d of ds) {
    let sum = (d + product) % 10
    if (sum === 0) sum = 10
    product = (2 * sum) % 11
  }
  const check = 11 - product
  return check === 10 ? 0 : check
}

function luhnOk(s: string): boolean {
  let sum = 0
  digits(s)
    .reverse()
    .forEach((d, i) => {
      const v = i % 2 ? d * 2 : d
      sum += v > 9 ? v - 9 : v
    })
  return sum % 10 === 0
}

const mod97 = (s: string) => {
  let r = 0
  for (const c of s) r = (r * 10 + Number(c)) % 97
  return r
}

const CHECKS: Record<string, (n: string) => boolean> = {
  IT: (n) => {
    // The first seven digits identify the holder and are never all zero (all zeros would pass the Luhn check).
    if (/^0{7}/.test(n)) return false
    const d = digits(n)
    let sum = 0
    for (let i = 0; i < 10; i++) {
      const v = i % 2 ? d[i]! * 2 : d[i]!
      sum += v > 9 ? v - 9 : v
    }
    return (10 - (sum % 10)) % 10 === d[10]
  },
  // Each of the first eight digits weighted by a power of two, from 256 down.
  EL: (n) => (weighted(digits(n), [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(n[8]),
  DE: (n) => mod11_10(digits(n).slice(0, 8)) === Number(n[8]),
  HR: (n) => mod11_10(digits(n).slice(0, 10)) === Number(n[10]),
  FR: (n) => {
    const key = n.slice(0, 2)
    if (!/^\d{2}$/.test(key)) return true // alphanumeric keys use a different, unpublished scheme
    return Number(key) === (12 + 3 * (Number(n.slice(2)) % 97)) % 97
  },
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  NL: (n) => {
    const d = digits(n.slice(0, 9))
    const sum = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) - d[8]!
    // Sole traders' newer numbers use ISO 7064 mod 97 over "NL" + number instead.
    const letters = `NL${n}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
    return sum % 11 === 0 || mod97(letters) === 1
  },
  AT: (n) => {
    const d = digits(n.slice(1))
    let sum = 0
    for (let i = 0; i < 7; i++) {
      const v = d[i]! * (i % 2 ? 2 : 1)
      sum += v > 9 ? Math.floor(v / 10) + (v % 10) : v
    }
    return (10 - ((sum + 4) % 10)) % 10 === d[7]
  },
  PL: (n) => {
    const d = digits(n)
    const check = weighted(d, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
    return check !== 10 && check === d[9]
  },
  PT: (n) => {
    const d = digits(n)
    const check = 11 - (weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)
    return (check >= 10 ? 0 : check) === d[8]
  },
  SE: (n) => luhnOk(n.slice(0, 10)),
  DK: (n) => weighted(digits(n), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  FI: (n) => {
    const d = digits(n)
    const r = weighted(d, [7, 9, 10, 5, 8, 4, 2]) % 11
    return r !== 1 && (r === 0 ? 0 : 11 - r) === d[7]
  },
  LU: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  SK: (n) => Number(n) % 11 === 0,
  SI: (n) => {
    const d = digits(n)
    const r = 11 - (weighted(d, [8, 7, 6, 5, 4, 3, 2]) % 11)
    return r !== 11 && (r === 10 ? 0 : r) === d[7]
  },
}

export interface ParsedVat {
  prefix: string
  number: string
}

/** Normalises "it 007 431 10157" or "00743110157" (with the country's prefix) to { IT, 00743110157 }. */
export function parseVatNumber(raw: string, countryPrefix: string): ParsedVat {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, '')
  const prefix = /^[A-Z]{2}/.test(compact) && compact.slice(0, 2) in FORMATS ? compact.slice(0, 2) : countryPrefix
  const number = compact.startsWith(prefix) ? compact.slice(2) : compact
  return { prefix, number }
}

type VatProblem = 'vat.not_eu' | 'vat.other_country' | 'vat.invalid'

/** Null when valid by format and check digits, otherwise the reason (a code of contract/errorCodes.ts). */
export function vatNumberProblem(raw: string, countryPrefix: string | null): VatProblem | null {
  if (!countryPrefix) return 'vat.not_eu'
  const { prefix, number } = parseVatNumber(raw, countryPrefix)
  if (prefix !== countryPrefix) return 'vat.other_country'
  const format = FORMATS[prefix]
  if (!format || !format.test(number)) return 'vat.invalid'
  const check = CHECKS[prefix]
  if (check && !check(number)) return 'vat.invalid'
  return null
}

const CF_ODD: Record<string, number> = Object.fromEntries(
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => {
    const table = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    const i = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65
    return [c, table[i]!]
  }),
)

/** Italian tax code (codice fiscale): 16 characters with a check letter, or an 11-digit company code. */
export function taxCodeProblem(raw: string): 'tax_code.invalid' | null {
  const code = raw.toUpperCase().replace(/\s/g, '')
  if (/^\d{11}$/.test(code)) return CHECKS.IT!(code) ? null : 'tax_code.invalid'
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(code)) return 'tax_code.invalid'
  let sum = 0
  for (let i = 0; i < 15; i++) {
    const c = code[i]!
    sum += i % 2 === 0 ? CF_ODD[c]! : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15] ? null : 'tax_code.invalid'
}
