// A card field: an MUI text field on react-final-form that formats as the shopper types (`parse`) and also shows
// the message of a failed order for it (`orderError`, from the review step) until the shopper changes the value.
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useField } from 'react-final-form'
import { useFieldMessage, type Validator } from '@/shared/forms'

type Props = Omit<TextFieldProps, 'name' | 'label' | 'error' | 'value' | 'onChange'> & {
  name: string
  label: string
  validate: Validator
  parse?: (typed: string) => string
  orderError?: string
}

export function CardTextField({ name, label, validate, parse, orderError, helperText, ...rest }: Props) {
  const { input, meta } = useField<string>(name, { validate, parse: parse ? (typed: string) => parse(typed ?? '') : undefined })
  const own = useFieldMessage(meta, label, 'blur')
  const message = own ?? (orderError && !meta.modified ? orderError : undefined)
  return (
    <TextField
      {...rest}
      {...input}
      value={input.value ?? ''}
      id={`field-${name.replace('.', '-')}`}
      label={label}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
    />
  )
}
