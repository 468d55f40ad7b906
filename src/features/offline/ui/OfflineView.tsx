// /{lang}/offline: what happened, a way to try again, and the pages this device keeps (they open without a
// connection: the service worker serves their last copy). Links are plain links, so that the browser asks the
// service worker for the whole page rather than the app asking the API.
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { offlineMessages as m } from '../messages'
import { failedPath } from '../model/failedPath'
import { viewedPages, type ViewedPage } from '../model/viewedPages'

export function OfflineView() {
  const intl = useIntl()
  const lang = useLocale()
  const [params] = useSearchParams()
  const [pages, setPages] = useState<ViewedPage[] | null>(null)
  useEffect(() => {
    let live = true
    viewedPages(lang).then(
      (found) => live && setPages(found),
      () => live && setPages([]),
    )
    return () => {
      live = false
    }
  }, [lang])
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h4" component="h1">
        {intl.formatMessage(m.title)}
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 640 }}>{intl.formatMessage(m.text)}</Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.assign(failedPath(params.get('from'), lang, window.location.origin))}>
        {intl.formatMessage(m.retry)}
      </Button>
      {pages ? (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 1 }}>
            {intl.formatMessage(m.viewedTitle)}
          </Typography>
          {pages.length ? (
            <ul>
              {pages.map((page) => (
                <li key={page.path}>
                  <Link href={page.path}>{page.title}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <Typography color="textSecondary">{intl.formatMessage(m.viewedNone)}</Typography>
          )}
        </>
      ) : null}
    </Container>
  )
}
