// /{lang}/{slug} when the slug is neither a product nor a category: a CMS page, or the 404 page.
import Container from '@mui/material/Container'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { catalogMessages, CrumbTrail } from '@/features/catalog'
import { contentApi, ContentView, contentMessages, useGetContentQuery } from '@/features/content'
import { useCachedNotFound } from '@/shared/api'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useLocale } from '@/shared/i18n/useLocale'

export default function ContentPage() {
  const intl = useIntl()
  const lang = useLocale()
  const { slug = '' } = useParams()
  const args = { slug, lang }
  const knownGone = useCachedNotFound(contentApi.endpoints.getContent, args)
  const { data, error, refetch, isFetching } = useGetContentQuery(knownGone ? skipToken : args)
  if (knownGone || (error && 'status' in error && error.status === 404)) return <NotFoundView />
  if (error && !data) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <RetryAlert message={<FormattedMessage {...contentMessages.loadFailed} />} onRetry={() => void refetch()} disabled={isFetching} />
      </Container>
    )
  }
  const home = { label: intl.formatMessage(catalogMessages.home), path: '' }
  return <ContentView page={data} crumbs={data ? <CrumbTrail crumbs={[home]} current={data.title} /> : null} />
}
