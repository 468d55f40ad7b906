// The password rule of spec §5: at least 8 characters with a lowercase and an uppercase letter, a digit and a
// special character from !@#$%^&*(),.?":{}|<>. The message lists the requirements that are not met.
const REQUIREMENTS: [RegExp, string][] = [
  [/^.{8,}$/s, 'at least 8 characters'],
  [/[a-z]/, 'a lowercase letter'],
  [/[A-Z]/, 'an uppercase letter'],
  [/\d/, 'a digit'],
  [/[!@#$%^&*(),.?":{}|<>]/, 'a special character'],
]

export function passwordProblem(password: string): string | null {
  if (!password) return 'Password is required'
  const unmet = REQUIREMENTS.filter(([rule]) => !rule.test(password)).map(([, label]) => label)
  return unmet.length ? `Password must meet the following requirements: ${unmet.join(', ')}` : null
}
