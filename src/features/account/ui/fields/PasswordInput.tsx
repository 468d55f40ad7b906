// A password field with a show/hide toggle. The value lives only in the form: never stored, never logged.
import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { useState, type ComponentProps } from 'react'
import { useIntl } from 'react-intl'
import { TextInput } from '@/shared/forms'
import { fieldMessages } from '../../messages/auth'

type Props = Omit<ComponentProps<typeof TextInput>, 'type'> & { autoComplete: 'current-password' | 'new-password' }

export function PasswordInput({ slotProps, ...props }: Props) {
  const intl = useIntl()
  const [visible, setVisible] = useState(false)
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={intl.formatMessage(fieldMessages.showPassword)} aria-pressed={visible} onClick={() => setVisible((v) => !v)} edge="end">
        {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  )
  return <TextInput {...props} type={visible ? 'text' : 'password'} slotProps={{ ...slotProps, input: { endAdornment: toggle } }} />
}
