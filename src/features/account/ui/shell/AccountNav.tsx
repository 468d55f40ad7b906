// The account's navigation: profile, addresses, orders, wishlist, and signing out.
import LogoutIcon from '@mui/icons-material/Logout'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink, useLocation } from 'react-router'
import { errorMessages } from '@/shared/ui/errorMessages'
import { menuMessages as m } from '../../messages/shell'
import { useSignOut } from './useSignOut'
import { useLocale } from '@/shared/i18n/useLocale'

export function accountLinks(lang: string) {
  return [
    { to: `/${lang}/my-account`, label: m.profile },
    { to: `/${lang}/my-account/addresses`, label: m.addresses },
    { to: `/${lang}/my-account/orders`, label: m.orders },
    { to: `/${lang}/my-account#wishlist`, label: m.wishlist },
  ]
}

export function AccountNav() {
  const intl = useIntl()
  const lang = useLocale()
  const { pathname, hash } = useLocation()
  const { signOut, signingOut } = useSignOut()
  const [failed, setFailed] = useState(false)
  return (
    <nav aria-label={intl.formatMessage(m.nav)}>
      <List component="div" dense disablePadding>
        {accountLinks(lang).map(({ to, label }) => {
          const current = to === `${pathname}${hash}` || (!hash && to === pathname)
          return (
            <ListItemButton key={to} component={RouterLink} to={to} selected={current} aria-current={current ? 'page' : undefined}>
              <ListItemText primary={intl.formatMessage(label)} />
            </ListItemButton>
          )
        })}
      </List>
      <Button startIcon={<LogoutIcon />} onClick={() => void signOut().then((ok) => setFailed(!ok))} disabled={signingOut} sx={{ mt: 1 }}>
        {intl.formatMessage(m.logout)}
      </Button>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {intl.formatMessage(errorMessages.genericTitle)}
        </Alert>
      ) : null}
    </nav>
  )
}
