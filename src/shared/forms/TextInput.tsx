// A react-final-form field rendered as an MUI text field, with the visibility rules and translated messages.
import CircularProgress from '@mui/material/CircularProgress'
import InputAdornment from '@mui/material/InputAdornment'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import type { Validator } from './rules'
import { formMessages } from './ruleMessages'
import { useFieldMessage } from './useFieldMessage'
import type { Visibility } from './visibility'

export type TextInputProps = Omit<TextFieldProps, 'name' | 'label' | 'error' | 'value' | 'onChange'> & {
  name: string
  label: string
  validate?: Validator | ((value: unknown, all: object) => Promise<ReturnType<Validator>>)
  visibility?: Visibility
}

export function TextInput({ name, label, validate, visibility = 'blur', helperText, slotProps, ...rest }: TextInputProps) {
  const intl = useIntl()
  const { input, meta } = useField<string>(name, { validate })
  const message = useFieldMessage(meta, label, visibility)
  const pending = Boolean(meta.validating)
  return (
    <TextField
      {...rest}
      {...input}
      value={input.value ?? ''}
      id={rest.id ?? `field-${name}`}
      label={label}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        input: pending
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={intl.formatMessage(formMessages.checking)} />
                </InputAdornment>
              ),
            }
          : (slotProps?.input as object | undefined),
        htmlInput: { 'aria-busy': pending || undefined, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  )
}
