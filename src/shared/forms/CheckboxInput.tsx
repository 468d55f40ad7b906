// A react-final-form checkbox; its message shows after the first change (spec §4) or after a submit attempt.
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import type { Validator } from './rules'
import { useFieldMessage } from './useFieldMessage'
import type { Visibility } from './visibility'

interface CheckboxInputProps {
  name: string
  /** Plain-text name used inside messages ("Please accept the {field}."). */
  label: string
  /** What the shopper reads next to the box (may contain links); defaults to `label`. */
  children?: ReactNode
  validate?: Validator
  visibility?: Visibility
}

export function CheckboxInput({ name, label, children, validate, visibility = 'change' }: CheckboxInputProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate })
  const message = useFieldMessage(meta, label, visibility)
  const helperId = `field-${name}-message`
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        control={
          <Checkbox
            {...input}
            checked={Boolean(input.checked)}
            slotProps={{ input: { 'aria-describedby': message ? helperId : undefined, 'aria-invalid': Boolean(message) } }}
          />
        }
        label={children ?? label}
      />
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  )
}
