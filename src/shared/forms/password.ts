// The password rule of spec §5: at least 8 characters, a lowercase letter, an uppercase letter, a digit and a
// special character from !@#$%^&*(),.?":{}|<>. Strength counts the requirements met.
import { defineMessages } from 'react-intl'
import { field, type Validator } from './rules'

export const PASSWORD_MIN_LENGTH = 8
const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/

export const passwordMessages = defineMessages({
  required: { id: 'forms.password.required', defaultMessage: 'Password is required', description: 'Empty password' },
  requirements: {
    id: 'forms.password.requirements',
    defaultMessage: 'Password must meet the following requirements: {list}',
    description: 'Password rule failed; {list} names the unmet requirements',
  },
  minLength: { id: 'forms.password.minLength', defaultMessage: 'at least {min} characters', description: 'Password requirement' },
  lowercase: { id: 'forms.password.lowercase', defaultMessage: 'a lowercase letter', description: 'Password requirement' },
  uppercase: { id: 'forms.password.uppercase', defaultMessage: 'an uppercase letter', description: 'Password requirement' },
  digit: { id: 'forms.password.digit', defaultMessage: 'a digit', description: 'Password requirement' },
  special: { id: 'forms.password.special', defaultMessage: 'a special character', description: 'Password requirement' },
  mismatch: { id: 'forms.password.mismatch', defaultMessage: 'Passwords do not match', description: 'Repeat password differs' },
  veryWeak: { id: 'forms.password.strength.veryWeak', defaultMessage: 'Very weak', description: 'Password strength level' },
  weak: { id: 'forms.password.strength.weak', defaultMessage: 'Weak', description: 'Password strength level' },
  fair: { id: 'forms.password.strength.fair', defaultMessage: 'Fair', description: 'Password strength level' },
  good: { id: 'forms.password.strength.good', defaultMessage: 'Good', description: 'Password strength level' },
  strong: { id: 'forms.password.strength.strong', defaultMessage: 'Strong', description: 'Password strength level' },
  strengthLabel: { id: 'forms.password.strengthLabel', defaultMessage: 'Password strength: {level}', description: 'Strength meter label' },
})

export type PasswordRequirement = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'special'

const REQUIREMENTS: [PasswordRequirement, (s: string) => boolean][] = [
  ['minLength', (s) => [...s].length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (s) => /[a-z]/.test(s)],
  ['uppercase', (s) => /[A-Z]/.test(s)],
  ['digit', (s) => /[0-9]/.test(s)],
  ['special', (s) => SPECIAL.test(s)],
]

export function unmetRequirements(password: string): PasswordRequirement[] {
  return REQUIREMENTS.filter(([, met]) => !met(password)).map(([name]) => name)
}

export type PasswordStrength = 'veryWeak' | 'weak' | 'fair' | 'good' | 'strong'

export function passwordStrength(password: string): PasswordStrength {
  const met = REQUIREMENTS.length - unmetRequirements(password).length
  if (met >= 5) return 'strong'
  if (met === 4) return 'good'
  if (met === 3) return 'fair'
  if (met === 2) return 'weak'
  return 'veryWeak'
}

export const passwordRule: Validator = (value) => {
  const password = typeof value === 'string' ? value : ''
  if (password === '') return { descriptor: passwordMessages.required }
  const unmet = unmetRequirements(password)
  if (unmet.length === 0) return undefined
  return {
    descriptor: passwordMessages.requirements,
    lists: { list: unmet.map((name) => ({ descriptor: passwordMessages[name], values: { min: PASSWORD_MIN_LENGTH } })) },
  }
}

export const repeatPasswordRule =
  (passwordField: string): Validator =>
  (value, all) =>
    (value ?? '') === (field(all, passwordField) ?? '') ? undefined : { descriptor: passwordMessages.mismatch }
