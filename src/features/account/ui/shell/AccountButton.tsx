// The header's account slot. It is in every page's first download, so it stays tiny: signed out it is a link to
// the login page (returning here afterwards); signed in it is a menu button. The menu, and the notice that follows
// an account action ('Login successful', 'You have been logged out'), load on demand (AccountExtras).
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined'
import IconButton from '@mui/material/IconButton'
import { memo, lazy, Suspense, useState } from 'react'
import { Link as RouterLink, useLocation } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { readNotice } from '../../model/notice'

const AccountExtras = lazy(() => import(/* webpackChunkName: "account-header" */ './AccountExtras'))

interface Props {
  /** The signed-in customer's name; null for a guest. */
  customerName: string | null
  signInLabel: string
  accountLabel: string
}

export const AccountButton = memo(function AccountButton({ customerName, signInLabel, accountLabel }: Props) {
  const lang = useLocale()
  const { pathname, search, state } = useLocation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [loaded, setLoaded] = useState(false)
  if (!loaded && readNotice(state)) setLoaded(true)
  const menu = customerName !== null && anchor !== null ? { anchor, name: customerName, onClose: () => setAnchor(null) } : null
  return (
    <>
      {customerName === null ? (
        <IconButton component={RouterLink} to={`/${lang}/login?redirect=${encodeURIComponent(pathname + search)}`} aria-label={signInLabel}>
          <PersonOutlinedIcon />
        </IconButton>
      ) : (
        <IconButton
          aria-label={accountLabel}
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-controls={menu ? 'account-menu' : undefined}
          onClick={(event) => (setAnchor(event.currentTarget), setLoaded(true))}
        >
          <PersonOutlinedIcon />
        </IconButton>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <AccountExtras menu={menu} />
        </Suspense>
      ) : null}
    </>
  )
})
