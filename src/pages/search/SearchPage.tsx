// /{lang}/search?q=…: search results with the listing's sort, filters, view and show more.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { catalogMessages, ProductRail, SearchView, searchResultsPath, useGetProductsBestsellersQuery } from '@/features/catalog'
import { useCardActions } from '../cardActions'
import { MAX_QUERY, searchQueryFrom } from './searchQuery'
import { PageLinks } from '@/shared/seo/PageLinks'
import { useLocale } from '@/shared/i18n/useLocale'

function PopularProducts() {
  const intl = useIntl()
  const { data } = useGetProductsBestsellersQuery(useLocale())
  return <ProductRail title={intl.formatMessage(catalogMessages.popular)} listId="search_popular" products={data} limit={4} />
}

// The field is not controlled: what it holds when the form is sent is the query, also when the shopper typed before
// the page was live (React does not see that typing, and a controlled field would send — and show again — the old
// query). Without JavaScript the form is a plain GET of this page (a form's default), `q` its field.
function SearchField({ query }: { query: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const navigate = useNavigate()
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        const field = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null
        void navigate(searchResultsPath(lang, (field?.value ?? '').trim().slice(0, MAX_QUERY)))
      }}
      sx={{ display: 'flex', gap: 1, maxWidth: 560, mb: 3 }}
    >
      <TextField
        size="small"
        fullWidth
        type="search"
        name="q"
        label={intl.formatMessage(catalogMessages.searchField)}
        defaultValue={query}
        slotProps={{ htmlInput: { maxLength: MAX_QUERY } }}
      />
      <Button type="submit" variant="contained">
        {intl.formatMessage(catalogMessages.searchSubmit)}
      </Button>
    </Box>
  )
}

export default function SearchPage() {
  const [params] = useSearchParams()
  const query = searchQueryFrom(params)
  const actions = useCardActions()
  return (
    <>
      {/* Results pages stay out of search engines' indexes: an infinite space of thin pages. */}
      <PageLinks alternates={{}} noindex />
      <SearchView query={query} searchField={<SearchField key={query} query={query} />} noResults={<PopularProducts />} renderActions={actions} />
    </>
  )
}
