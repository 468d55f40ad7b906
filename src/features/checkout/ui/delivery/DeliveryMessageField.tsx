// Optional delivery instructions, at most 500 characters, with a counter the shopper sees as they type (and hears
// with the field, as its description).
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { deliveryMessages as m } from '../../messages/flow'

export const MESSAGE_MAX = 500

export function DeliveryMessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl()
  return (
    <TextField
      id="delivery-message"
      label={intl.formatMessage(m.messageLabel)}
      placeholder={intl.formatMessage(m.messageHint)}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, MESSAGE_MAX))}
      multiline
      minRows={2}
      fullWidth
      helperText={intl.formatMessage(m.messageCount, { count: value.length, max: MESSAGE_MAX })}
      slotProps={{ htmlInput: { maxLength: MESSAGE_MAX }, formHelperText: { sx: { textAlign: 'right' } } }}
    />
  )
}
