import { createIntl } from 'react-intl'
import en from '../../../translations/compiled/en.json'
import { formatFieldError } from './formatRuleMessage'
import { compose, emailRule, rules, type Validator } from './rules'

const intl = createIntl({ locale: 'en', messages: en as never })
const say = (validator: Validator, value: unknown, all: object = {}, field = 'Name') => formatFieldError(intl, validator(value, all), field)

describe('the generic rule set (spec §5), with its English messages', () => {
  it.each<[string, Validator, unknown, string | undefined]>([
    ['required empty', rules.required(), '  ', 'Name is required.'],
    ['required filled', rules.required(), 'x', undefined],
    ['accepted unticked', rules.accepted(), false, 'Please accept the Name.'],
    ['accepted ticked', rules.accepted(), true, undefined],
    ['alpha', rules.alpha(), 'Zoë1', 'Name can only contain alphabetical characters.'],
    ['alpha ok', rules.alpha(), 'Zoë', undefined],
    ['alpha_spaces', rules.alphaSpaces(), 'Anna-Lena', 'Name can only contain letters and spaces.'],
    ['alphanumeric', rules.alphanumeric(), 'ab 1', 'Name can only contain letters and numbers.'],
    ['between', rules.between(1, 10), '11', 'Name must be between 1 and 10.'],
    ['contains lowercase', rules.containsLowercase(), 'ABC', 'Name must contain a lowercase letter.'],
    ['contains uppercase', rules.containsUppercase(), 'abc', 'Name must contain an uppercase letter.'],
    ['contains numeric', rules.containsNumeric(), 'abc', 'Name must contain numbers.'],
    ['contains symbol', rules.containsSymbol(), 'abc1', 'Name must contain a symbol.'],
    ['contains alpha', rules.containsAlpha(), '123', 'Name must contain alphabetical characters.'],
    ['date after', rules.dateAfter('2026-01-01'), '2025-12-31', 'Name must be after 2026-01-01.'],
    ['date before', rules.dateBefore('2026-01-01'), '2026-01-02', 'Name must be before 2026-01-01.'],
    ['date format', rules.dateFormat('DD.MM.YYYY'), '31.02.2026', 'Name is not a valid date, please use the format DD.MM.YYYY.'],
    ['date format ok', rules.dateFormat('DD.MM.YYYY'), '28.02.2026', undefined],
    ['email', rules.email(), 'anna@shop', 'Please enter a valid email address.'],
    ['email ok', rules.email(), 'anna@shop.example', undefined],
    ['ends with', rules.endsWith('.it', '.de'), 'x.fr', 'Name doesn’t end with .it, .de.'],
    ['is', rules.is('a', 'b'), 'c', 'Name is not an allowed value.'],
    ['length', rules.length(3, 5), 'ab', 'Name must be between 3 and 5 characters.'],
    ['min length', rules.length(10), 'short', 'Name must be at least 10 characters.'],
    ['lowercase', rules.lowercase(), 'abC', 'Name can only contain lowercase letters.'],
    ['matches', rules.matches(/^\d{5}$/), '1234', 'Name is not an allowed value.'],
    ['max', rules.max(5), '6', 'Name must be no more than 5.'],
    ['min', rules.min(18), '17', 'Name must be at least 18.'],
    ['not', rules.not('admin'), 'admin', '“admin” is not an allowed Name.'],
    ['number', rules.number(), '12a', 'Name must be a number.'],
    ['starts with', rules.startsWith('IT'), 'DE123', 'Name doesn’t start with IT.'],
    ['symbol', rules.symbol(), '!a', 'Name can only contain symbols.'],
    ['uppercase', rules.uppercase(), 'ABc', 'Name can only contain uppercase letters.'],
    ['url', rules.url(), 'javascript:alert(1)', 'Please enter a valid URL.'],
    ['url ok', rules.url(), 'https://shop.example/x', undefined],
  ])('%s', (_name, validator, value, expected) => expect(say(validator, value)).toBe(expected))

  it('lets an empty value pass every rule but required', () => {
    for (const validator of [rules.email(), rules.min(3), rules.url(), rules.length(3), rules.alpha()]) expect(validator('', {})).toBeUndefined()
  })

  it('confirm compares with the other field', () => {
    expect(say(rules.confirm('email'), 'a@b.co', { email: 'a@b.com' }, 'Email confirmation')).toBe('Email confirmation does not match.')
    expect(rules.confirm('email')('a@b.co', { email: 'a@b.co' })).toBeUndefined()
  })

  it('require_one passes when any of the fields has a value', () => {
    expect(say(rules.requireOne('pec'), '', { pec: '' }, 'SDI or PEC')).toBe('SDI or PEC is required.')
    expect(rules.requireOne('pec')('', { pec: 'a@pec.it' })).toBeUndefined()
  })

  it('compose reports the first failure', () => {
    expect(say(compose(rules.required(), rules.email()), '')).toBe('Name is required.')
    expect(say(compose(rules.required(), rules.email()), 'x')).toBe('Please enter a valid email address.')
  })

  it('emailRule, for every e-mail field, requires an address and checks it', () => {
    expect(say(emailRule, '', {}, 'Email')).toBe('Email is required.')
    expect(say(emailRule, 'giulia@', {}, 'Email')).toBe('Please enter a valid email address.')
    expect(emailRule('giulia@example.com', {})).toBeUndefined()
  })
})
