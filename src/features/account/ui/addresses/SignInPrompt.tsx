// What a visitor without a session sees instead of the address book.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { addressBookMessages as m } from '../../messages/addressBook'
import { withRedirect } from '../../model/redirectTarget'
import { useLocale } from '@/shared/i18n/useLocale'

export function SignInPrompt() {
  const intl = useIntl()
  const lang = useLocale()
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={withRedirect(`/${lang}/login`, `/${lang}/my-account/addresses`)} color="inherit">
          {intl.formatMessage(m.signIn)}
        </Button>
      }
    >
      {intl.formatMessage(m.signInPrompt)}
    </Alert>
  )
}
