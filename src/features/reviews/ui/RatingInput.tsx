// A star rating as a form field: a named group of five radio buttons (MUI Rating), each with a translated name
// (MUI's own labels are English), and its message under it.
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Rating from '@mui/material/Rating'
import Typography from '@mui/material/Typography'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { useFieldMessage, type Validator } from '@/shared/forms'
import { reviewMessages as m } from '../messages'

interface RatingInputProps {
  name: string
  label: string
  validate?: Validator
  size?: 'medium' | 'large'
}

export function RatingInput({ name, label, validate, size = 'large' }: RatingInputProps) {
  const intl = useIntl()
  const { input, meta } = useField<number | null>(name, { validate })
  // A rating is one click: its message shows once it was touched or a submit was tried.
  const message = useFieldMessage(meta, label, 'change')
  const id = `rating-${name.replace(/\W/g, '-')}`
  return (
    <Box component="fieldset" aria-describedby={message ? `${id}-message` : undefined} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Rating
        name={id}
        value={input.value || null}
        size={size}
        getLabelText={(count) => intl.formatMessage(m.starOption, { count })}
        onChange={(_event, value) => {
          input.onChange(value)
          input.onBlur()
        }}
      />
      {message ? (
        <FormHelperText id={`${id}-message`} error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  )
}
