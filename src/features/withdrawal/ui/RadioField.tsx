// A react-final-form radio group with the shared forms' message rules: a fieldset with its legend, each choice a
// native radio (arrow keys move between them), the message tied to the group.
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useField } from 'react-final-form'
import { useFieldMessage, type Validator } from '@/shared/forms'

interface Props {
  name: string
  legend: string
  options: { value: string; label: string }[]
  validate?: Validator
}

export function RadioField({ name, legend, options, validate }: Props) {
  const { input, meta } = useField<string>(name, { validate })
  const message = useFieldMessage(meta, legend, 'change')
  const legendId = `field-${name}-legend`
  const messageId = `field-${name}-message`
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={input.value ?? ''}
        aria-labelledby={legendId}
        aria-describedby={message ? messageId : undefined}
        onChange={(_event, value) => input.onChange(value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio slotProps={{ input: { 'aria-invalid': Boolean(message) } }} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {message ? <FormHelperText id={messageId}>{message}</FormHelperText> : null}
    </FormControl>
  )
}
