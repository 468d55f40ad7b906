// A new password with its live strength meter and requirement list, and its repetition ('Passwords do not match').
import { useField } from 'react-final-form'
import { passwordRule, repeatPasswordRule } from '@/shared/forms'
import { PasswordInput } from './PasswordInput'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'

interface Props {
  name: string
  repeatName: string
  label: string
  repeatLabel: string
}

export function NewPasswordFields({ name, repeatName, label, repeatLabel }: Props) {
  const password = useField<string>(name, { subscription: { value: true } }).input.value ?? ''
  const meterId = `field-${name}-strength`
  return (
    <>
      <PasswordInput name={name} autoComplete="new-password" label={label} validate={passwordRule} slotProps={{ htmlInput: { maxLength: 72 } }} />
      <PasswordStrengthMeter password={password} id={meterId} />
      <PasswordInput name={repeatName} autoComplete="new-password" label={repeatLabel} validate={repeatPasswordRule(name)} />
    </>
  )
}
