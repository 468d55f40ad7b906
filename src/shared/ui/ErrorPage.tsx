// The error page of spec §2: 503 (maintenance), 404 (not found) and any other error (its text), each with its code.
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { useResponseStatus } from '@/shared/ssr'
import { errorMessages as m } from './errorMessages'
import { PageTitle } from './PageTitle'

export interface ErrorPageProps {
  status: number
  /** The error's own text, shown for statuses other than 404 and 503. */
  message?: string
  /** The path that was not found (404). */
  path?: string
  /** The route refused the path (its validate check, spec §4): the page says 'Page Not Found: {path}'. */
  guardFailed?: boolean
}

export function ErrorPage({ status, message, path, guardFailed = false }: ErrorPageProps) {
  const intl = useIntl()
  useResponseStatus(status)
  const lang = useLocale()
  const title =
    status === 503 ? intl.formatMessage(m.maintenanceTitle) : status === 404 ? intl.formatMessage(m.notFoundTitle) : intl.formatMessage(m.genericTitle)
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageTitle title={title} />
      <Typography component="p" variant="h2" color="primary" aria-label={intl.formatMessage(m.statusCode, { status })} sx={{ fontSize: '4rem' }}>
        {status}
      </Typography>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {status === 503 ? (
        <>
          <Typography>
            <FormattedMessage {...m.maintenance} />
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            <FormattedMessage {...m.tryAgain} />
          </Typography>
        </>
      ) : (
        <>
          <Typography sx={{ mb: status === 404 && path ? 1 : 3 }}>
            {status === 404
              ? intl.formatMessage(m.notFound)
              : guardFailed && path
                ? intl.formatMessage(m.guardFailed, { path })
                : message || intl.formatMessage(m.genericTitle)}
          </Typography>
          {status === 404 && path ? (
            <Typography component="p" color="textSecondary" sx={{ mb: 3, wordBreak: 'break-all' }}>
              {guardFailed ? intl.formatMessage(m.guardFailed, { path }) : <code>{path}</code>}
            </Typography>
          ) : null}
          <Button component={RouterLink} to={`/${lang}`} variant="contained" size="large">
            <FormattedMessage {...m.goHome} />
          </Button>
        </>
      )}
    </Container>
  )
}
