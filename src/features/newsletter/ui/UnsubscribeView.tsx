// The page the newsletter e-mails' unsubscribe link opens. Unsubscribing waits for a click: mail scanners that
// follow links must not unsubscribe anyone. A token that is unknown or already used says so and how to opt out
// another way.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { isApiError } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { useUnsubscribeNewsletterMutation } from '../api/newsletterApi'
import { newsletterMessages as m } from '../messages'

/** Tokens are URL-safe random strings (the API accepts 1–128 characters). */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/

export function UnsubscribeView({ token }: { token: string | null }) {
  const intl = useIntl()
  const lang = useLocale()
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeNewsletterMutation()
  const usable = token !== null && TOKEN.test(token)
  const gone = !usable || (isApiError(error) && error.status === 404)

  let body
  if (data) {
    body = (
      <Alert severity="success" role="status">
        {intl.formatMessage(m.unsubscribed, { email: data.email })}
      </Alert>
    )
  } else if (gone) {
    body = <Alert severity="info">{intl.formatMessage(m.invalidLink)}</Alert>
  } else {
    body = (
      <>
        <Typography>{intl.formatMessage(m.unsubscribeIntro)}</Typography>
        {error ? <Alert severity="error">{intl.formatMessage(m.unsubscribeFailed)}</Alert> : null}
        <div>
          <Button variant="contained" disabled={isLoading} aria-busy={isLoading} onClick={() => void unsubscribe({ token, lang })}>
            {intl.formatMessage(m.unsubscribeSubmit)}
          </Button>
        </div>
      </>
    )
  }
  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {intl.formatMessage(m.unsubscribeTitle)}
        </Typography>
        {body}
        <Link component={RouterLink} to={`/${lang}`}>
          {intl.formatMessage(m.backHome)}
        </Link>
      </Stack>
    </Container>
  )
}
