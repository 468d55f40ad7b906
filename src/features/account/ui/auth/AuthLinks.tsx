// The links under the sign-in forms; they keep the ?redirect= so the shopper still returns where they were going.
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { loginMessages, passwordResetMessages, registerMessages } from '../../messages/auth'
import { withRedirect } from '../../model/redirectTarget'
import { useLocale } from '@/shared/i18n/useLocale'

type Page = 'login' | 'register' | 'forgot-password'

export function AuthLinks({ show, redirect }: { show: Page[]; redirect?: string | null }) {
  const intl = useIntl()
  const lang = useLocale()
  const to = (page: Page) => withRedirect(`/${lang}/${page}`, page === 'forgot-password' ? null : redirect)
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      {show.includes('forgot-password') ? (
        <Link component={RouterLink} to={to('forgot-password')}>
          {intl.formatMessage(loginMessages.forgot)}
        </Link>
      ) : null}
      {show.includes('register') ? (
        <Typography>
          {intl.formatMessage(loginMessages.newHere)}{' '}
          <Link component={RouterLink} to={to('register')} underline="always">
            {intl.formatMessage(loginMessages.createAccount)}
          </Link>
        </Typography>
      ) : null}
      {show.includes('login') ? (
        <Typography>
          {intl.formatMessage(registerMessages.haveAccount)}{' '}
          <Link component={RouterLink} to={to('login')} underline="always">
            {intl.formatMessage(registerMessages.signIn)}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  )
}

export function BackToLogin() {
  const intl = useIntl()
  const lang = useLocale()
  return (
    <Link component={RouterLink} to={`/${lang}/login`} sx={{ display: 'inline-block', mt: 3 }}>
      {intl.formatMessage(passwordResetMessages.backToLogin)}
    </Link>
  )
}
