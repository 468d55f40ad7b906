// The signed-in customer's menu in the header: who is signed in, the account pages, and signing out. Loaded on the
// first tap on the account button (default export for React.lazy).
import Divider from '@mui/material/Divider'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { errorMessages } from '@/shared/ui/errorMessages'
import { menuMessages as m } from '../../messages/shell'
import { accountLinks } from './AccountNav'
import { useSignOut } from './useSignOut'

interface Props {
  id: string
  anchor: HTMLElement | null
  open: boolean
  onClose: () => void
  name: string
}

export default function AccountMenu({ id, anchor, open, onClose, name }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const { signOut, signingOut } = useSignOut()
  const [failed, setFailed] = useState(false)
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open && anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Typography component="li" role="presentation" variant="body2" color="textSecondary" sx={{ px: 2, py: 1 }}>
        {intl.formatMessage(m.signedInAs, { name })}
      </Typography>
      <Divider component="li" role="presentation" />
      {accountLinks(lang).map(({ to, label }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          {intl.formatMessage(label)}
        </MenuItem>
      ))}
      <Divider component="li" role="presentation" />
      <MenuItem
        disabled={signingOut}
        onClick={() =>
          void signOut().then((ok) => {
            setFailed(!ok)
            if (ok) onClose()
          })
        }
      >
        <ListItemText primary={intl.formatMessage(m.logout)} secondary={failed ? intl.formatMessage(errorMessages.genericTitle) : undefined} />
      </MenuItem>
    </Menu>
  )
}
