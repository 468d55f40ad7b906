// Search results: the query in the URL (?q=), the same listing as categories, and a helpful empty state.
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { analyticsEvents, useTrackOnce } from '@/shared/analytics'
import { useLocale } from '@/shared/i18n/useLocale'
import { PageTitle } from '@/shared/ui/PageTitle'
import { useSearchQuery, type ListingArgs } from '../api/catalogApi'
import { catalogMessages as m } from '../messages'
import type { ProductSummary } from '../model/types'
import { ProductListing } from './ProductListing'
import { useListingState } from './useListingState'

interface SearchViewProps {
  query: string
  /** Shown above the results, e.g. a search field for the results page. */
  searchField: ReactNode
  /** What to offer when nothing matches (e.g. popular products). */
  noResults: ReactNode
  renderActions?: (product: ProductSummary) => ReactNode
}

export function SearchView({ query, searchField, noResults, renderActions }: SearchViewProps) {
  const intl = useIntl()
  const lang = useLocale()
  const [state] = useListingState()
  const args = (page: number): ListingArgs & { query: string } => ({ lang, query, page, filters: state.filters, order: state.order })
  const first = useSearchQuery(args(1), { skip: query === '' })
  // The term is reported as a search (search_term), never in a list's name.
  useTrackOnce(query || null, () => analyticsEvents.search(query))
  const title = query ? intl.formatMessage(m.searchResultsFor, { query }) : intl.formatMessage(m.searchTitle)
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageTitle title={title} reportedTitle={intl.formatMessage(m.searchTitle)} />
      <Typography variant="h1" gutterBottom sx={{ wordBreak: 'break-word' }}>
        {title}
      </Typography>
      {searchField}
      {query === '' ? null : (
        <ProductListing
          source={{ useListing: useSearchQuery, argsFor: args }}
          first={first}
          label={title}
          listId="search_results"
          listName={intl.formatMessage(m.searchTitle)}
          emptyMessage={intl.formatMessage(m.noResults, { query })}
          emptyExtra={noResults}
          renderActions={renderActions}
        />
      )}
    </Container>
  )
}
