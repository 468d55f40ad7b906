// The password rule of spec §5: at least 8 characters with a lowercase and an uppercase letter, a digit and a
// special character from !@#$%^&*(),.?":{}|<>. The refusal names the requirements that are not met: in English in
// its message, and by name in `params.unmet` (comma-separated: minLength, lowercase, uppercase, digit, special).
import { fieldRefusal } from './validationErrors'
import { refusal, type Refusal } from './refusal'

const REQUIREMENTS: [string, RegExp, string][] = [
  ['minLength', /^.{8,}$/s, 'at least 8 characters'],
  ['lowercase', /[a-z]/, 'a lowercase letter'],
  ['uppercase', /[A-Z]/, 'an uppercase letter'],
  ['digit', /\d/, 'a digit'],
  ['special', /[!@#$%^&*(),.?":{}|<>]/, 'a special character'],
]

export function passwordProblem(password: string): Refusal | null {
  if (!password) return { ...fieldRefusal('field.required', 'password'), message: 'Password is required' }
  const unmet = REQUIREMENTS.filter(([, rule]) => !rule.test(password))
  if (!unmet.length) return null
  return refusal('password.weak', { unmet: unmet.map(([name]) => name).join(',') }, { unmet: unmet.map(([, , label]) => label).join(', ') })
}
