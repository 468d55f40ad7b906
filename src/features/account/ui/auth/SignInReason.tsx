// Why the login page is showing: the auth guard sent the shopper here from an account page ('Sign in to see your
// addresses').
import Alert from '@mui/material/Alert'
import { useIntl } from 'react-intl'
import { loginMessages } from '../../messages/auth'

export function SignInReason({ redirect }: { redirect: string | null }) {
  const intl = useIntl()
  const page = /^\/[a-z]{2}\/my-account(\/addresses|\/orders)?(?=$|[/?#])/.exec(redirect ?? '')
  if (!page) return null
  const message = page[1] === '/addresses' ? loginMessages.addressesPrompt : page[1] === '/orders' ? loginMessages.ordersPrompt : loginMessages.accountPrompt
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {intl.formatMessage(message)}
    </Alert>
  )
}
