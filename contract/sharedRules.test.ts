// The rules both sides apply are written once, in contract/ (docs/architecture.md, "Where each rule lives"); both
// sides import them. This looks through the rest of the source for the marks of a second copy, so that a rule
// cannot drift apart again on one side. A hit is either a copy to replace by the contract's function, or a new rule
// that belongs to contract/ itself.
import { sourceFiles } from './test/sourceFiles'

const RULES: { rule: string; home: string; marks: RegExp[] }[] = [
  {
    rule: 'card brands, Luhn, expiry and security code',
    home: 'contract/card.ts',
    // The brand prefixes, the MM/YY month pattern, Luhn's "double and subtract nine".
    marks: [/\^3\[47\]/, /5\[1-5\]/, /0\[1-9\]\|1\[0-2\]/, /-= 9\b|\? \w+ - 9\b/, /\\d\{12,19\}/],
  },
  {
    rule: 'EU VAT numbers, Italian tax codes and SDI codes',
    home: 'contract/vatNumbers.ts, contract/italianInvoice.ts',
    // Austria's U-number, the tax code's month and digit letters and its odd-position values, the SDI code, the
    // mod-97 and ISO 7064 checks.
    marks: [/U\\d\{8\}/, /0-9LMNPQRSTUV/, /A-EHLMPRST|ABCDEHLMPRST/, /1, 0, 5, 7, 9, 13/, /\[A-Z0-9\]\{7\}/, /% 97\b|mod11_10/],
  },
  {
    rule: 'phone numbers of addresses',
    home: 'contract/phone.ts',
    marks: [/0-9 \(\)\.\/-/],
  },
  {
    rule: 'rounding at the cent and discount percentages',
    home: 'contract/money.ts',
    marks: [/\* 100\) \/ 100/, /Math\.round\(\(1 - /, /Math\.round\(\(\(\w+ - \w+\) \/ \w+\) \* 100\)/],
  },
  {
    rule: 'free shipping, the return period and instalments',
    home: 'contract/shopRules.ts',
    marks: [/from: 150\b/, /min: 30, max: 2000\b/, />= 30 && .*<= 2000\b/, /INSTALMENT_COUNT = \d/, /RETURN_DAYS = \d/, /\bdays: 14\b/, /\?\? 14\b/],
  },
]

const files = sourceFiles(['src', 'server', 'config', 'contract', 'scripts', 'e2e'])

it.each(RULES)('only $home holds the $rule', ({ home, marks }) => {
  const homes = home.split(', ')
  const copies = files.filter(({ file, text }) => !homes.includes(file.replaceAll('\\', '/')) && marks.some((mark) => mark.test(text))).map(({ file }) => file)
  expect(copies).toEqual([])
})

it('finds a copy when there is one', () => {
  const luhn = 'if (d > 9) d -= 9'
  expect(RULES.find((r) => r.home === 'contract/card.ts')!.marks.some((mark) => mark.test(luhn))).toBe(true)
  expect(RULES.find((r) => r.home === 'contract/money.ts')!.marks.some((mark) => mark.test('Math.round(n * 100) / 100'))).toBe(true)
})
