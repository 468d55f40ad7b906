import { createIntl } from 'react-intl'
import de from '../../../translations/compiled/de.json'
import en from '../../../translations/compiled/en.json'
import { formatFieldError } from './formatRuleMessage'
import { passwordRule, passwordStrength, repeatPasswordRule, unmetRequirements } from './password'

const english = createIntl({ locale: 'en', messages: en as never })
const german = createIntl({ locale: 'de', messages: de as never })

describe('password rule (spec §5)', () => {
  it("says 'Password is required' when empty", () => {
    expect(formatFieldError(english, passwordRule('', {}), 'Password')).toBe('Password is required')
  })

  it('lists exactly the unmet requirements', () => {
    expect(formatFieldError(english, passwordRule('abcdefgh', {}), 'Password')).toBe(
      'Password must meet the following requirements: an uppercase letter, a digit, and a special character',
    )
    expect(formatFieldError(english, passwordRule('Ab1!', {}), 'Password')).toBe('Password must meet the following requirements: at least 8 characters')
  })

  it('accepts a password meeting all five requirements', () => {
    expect(passwordRule('Secret-Pass1!', {})).toBeUndefined()
    expect(unmetRequirements('Aa1(aaaa')).toEqual([])
  })

  it('only counts the special characters of the spec', () => {
    expect(unmetRequirements('Abcdefg1-')).toEqual(['special'])
    expect(unmetRequirements('Abcdefg1?')).toEqual([])
  })

  it('is translated, with the minimum length filled in', () => {
    const message = formatFieldError(german, passwordRule('a', {}), 'Passwort') ?? ''
    expect(message).toContain('8')
    expect(message).not.toContain('requirements')
  })
})

describe('password strength', () => {
  it.each([
    ['', 'veryWeak'],
    ['abc', 'veryWeak'],
    ['abcdefgh', 'weak'],
    ['abcdefgH', 'fair'],
    ['abcdefH1', 'good'],
    ['abcdeH1!', 'strong'],
  ])('%j is %s', (password, level) => expect(passwordStrength(password)).toBe(level))
})

describe('repeat password', () => {
  it("says 'Passwords do not match'", () => {
    expect(formatFieldError(english, repeatPasswordRule('password')('Abc', { password: 'Abd' }), 'Repeat')).toBe('Passwords do not match')
    expect(repeatPasswordRule('password')('Abc', { password: 'Abc' })).toBeUndefined()
  })
})
