// EU VAT numbers, one implementation for both sides: the address form checks what the shopper types, the API checks
// again before it asks VIES whether the number is registered (server/services/vat/vies.ts). The national format of
// every member state and, where the state publishes one, the check digit: enough to catch typos. Greece uses the
// prefix EL, not its ISO code. The cases both sides are tested against: testdata/vatAndTaxCodeCases.json.

type Checksum = (digits: string) => boolean

interface VatRule {
  format: RegExp
  example: string
  checksum?: Checksum
}

const num = (s: string) => [...s].map(Number)
const weighted = (s: string, weights: number[]) => num(s.slice(0, weights.length)).reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0)
const digitSum = (n: number) => Math.floor(n / 10) + (n % 10)

/** ISO 7064 MOD 11,10 (Germany, Croatia). */
const mod11_10: Checksum = (s) => {
  let product = 10
  for (const d of num(s.slice(0, -1))) {
    const sum = (d + product) % 10 || 10
    product = (2 * sum) % 11
  }
  return (11 - product) % 10 === Number(s.at(-1))
}

/** Luhn over every digit, the last one being the check digit (Italy, Sweden's first ten). */
const luhn: Checksum = (s) => {
  const total = num(s)
    .reverse()
    .reduce((sum, d, i) => sum + (i % 2 === 1 ? digitSum(d * 2) : d), 0)
  return total % 10 === 0
}

const RULES: Record<string, VatRule> = {
  AT: {
    format: /^U\d{8}$/,
    example: 'ATU13585627',
    checksum: (s) => {
      const d = num(s.slice(1))
      const sum = d.slice(0, 7).reduce((acc, n, i) => acc + (i % 2 === 1 ? digitSum(n * 2) : n), 0)
      return (10 - ((sum + 4) % 10)) % 10 === d[7]
    },
  },
  BE: { format: /^[01]\d{9}$/, example: 'BE0403019261', checksum: (s) => 97 - (Number(s.slice(0, 8)) % 97) === Number(s.slice(8)) },
  BG: { format: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { format: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { format: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { format: /^\d{9}$/, example: 'DE136695976', checksum: mod11_10 },
  DK: { format: /^\d{8}$/, example: 'DK13585628', checksum: (s) => weighted(s, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 },
  // Nine digits (the EU's format); numbers issued so far start with 10, but no published rule says they must.
  EE: { format: /^\d{9}$/, example: 'EE100931558' },
  EL: {
    format: /^\d{9}$/,
    example: 'EL094259216',
    checksum: (s) => (weighted(s, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(s[8]),
  },
  ES: { format: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, example: 'ESA12345674' },
  FI: {
    format: /^\d{8}$/,
    example: 'FI20774740',
    checksum: (s) => {
      const r = weighted(s, [7, 9, 10, 5, 8, 4, 2]) % 11
      return r !== 1 && (r === 0 ? 0 : 11 - r) === Number(s[7])
    },
  },
  FR: {
    format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    example: 'FR40303265045',
    // Only a numeric key can be checked; the letter keys of newer numbers have no public formula.
    checksum: (s) => !/^\d{2}/.test(s) || Number(s.slice(0, 2)) === (12 + 3 * (Number(s.slice(2)) % 97)) % 97,
  },
  HR: { format: /^\d{11}$/, example: 'HR33392005961', checksum: mod11_10 },
  HU: { format: /^\d{8}$/, example: 'HU12892312' },
  IE: { format: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE6388047V' },
  IT: {
    format: /^\d{11}$/,
    example: 'IT00743110157',
    // The first seven digits identify the holder and are never all zero.
    checksum: (s) => !/^0{7}/.test(s) && luhn(s),
  },
  LT: { format: /^(\d{9}|\d{12})$/, example: 'LT119511515' },
  LU: { format: /^\d{8}$/, example: 'LU15027442', checksum: (s) => Number(s.slice(0, 6)) % 89 === Number(s.slice(6)) },
  LV: { format: /^\d{11}$/, example: 'LV40003521600' },
  MT: { format: /^\d{8}$/, example: 'MT11679112' },
  NL: {
    format: /^\d{9}B\d{2}$/,
    example: 'NL004495445B01',
    // Companies use the weighted check; sole traders (since 2020) the ISO 7064 MOD 97-10 of the whole number.
    checksum: (s) => {
      const classic = weighted(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11 === Number(s[8])
      const mod97 = BigInt(`2321${s.slice(0, 9)}11${s.slice(10)}`) % 97n === 1n
      return classic || mod97
    },
  },
  PL: {
    format: /^\d{10}$/,
    example: 'PL5260250274',
    checksum: (s) => weighted(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(s[9]),
  },
  PT: {
    format: /^\d{9}$/,
    example: 'PT501964843',
    checksum: (s) => {
      const check = 11 - (weighted(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)
      return (check > 9 ? 0 : check) === Number(s[8])
    },
  },
  RO: { format: /^[1-9]\d{1,9}$/, example: 'RO18547290' },
  SE: { format: /^\d{10}01$/, example: 'SE556188840401', checksum: (s) => luhn(s.slice(0, 10)) },
  SI: {
    format: /^[1-9]\d{7}$/,
    example: 'SI50223054',
    checksum: (s) => {
      const check = 11 - (weighted(s, [8, 7, 6, 5, 4, 3, 2]) % 11)
      return check !== 11 && check % 10 === Number(s[7])
    },
  },
  SK: { format: /^[1-9]\d{9}$/, example: 'SK2022749619', checksum: (s) => BigInt(s) % 11n === 0n },
  // Northern Ireland's traders of goods (a VAT prefix, not a country code): GB's number formats, no check here.
  XI: { format: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: 'XI123456789' },
}

export type VatProblem = 'format' | 'checksum' | 'country'
export type VatResult = { valid: true; prefix: string; number: string; normalized: string } | { valid: false; problem: VatProblem; example?: string }

/** Removes spaces, dots, dashes and slashes and uppercases: "it 007 431-101.57" → "IT00743110157". */
export function compactVat(input: string): string {
  return input.replace(/[\s.\-/]/g, '').toUpperCase()
}

/**
 * Checks a VAT number typed for an address whose country has the VAT prefix `ownPrefix` (the API's countries say
 * which: `vat_prefix`, null outside the EU; Greece's is EL). The shopper may leave out
 * the prefix; a number of another member state does not fit the address. `normalized` is how it is stored.
 */
export function checkVatNumber(input: string, ownPrefix: string): VatResult {
  const compact = compactVat(input)
  const prefix = /^[A-Z]{2}/.test(compact) && RULES[compact.slice(0, 2)] ? compact.slice(0, 2) : ownPrefix
  const rule = RULES[prefix]
  if (!rule || prefix !== ownPrefix) return { valid: false, problem: 'country', example: RULES[ownPrefix]?.example }
  const number = compact.startsWith(prefix) ? compact.slice(2) : compact
  if (!rule.format.test(number)) return { valid: false, problem: 'format', example: rule.example }
  if (rule.checksum && !rule.checksum(number)) return { valid: false, problem: 'checksum', example: rule.example }
  return { valid: true, prefix, number, normalized: `${prefix}${number}` }
}
