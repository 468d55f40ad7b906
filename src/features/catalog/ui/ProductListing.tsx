// A product listing (category, brand, search): toolbar, filters, active filter chips, pages of products, and show
// more / show less. All of its state is in the URL (useListingState); the data comes through `usePage`. Search
// engines are told the products of its first page as an ItemList, each by its own page.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useRef, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useLocale } from '@/shared/i18n/useLocale'
import { itemList, JsonLd } from '@/shared/seo'
import { usePageOrigin } from '@/shared/ssr'
import { HydrateSeparately } from '@/shared/ui/HydrateSeparately'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { catalogMessages as m } from '../messages'
import { DEFAULT_LISTING } from '../model/listingParams'
import type { Crumb, ProductSummary } from '../model/types'
import { selectViewMode, viewModeChanged } from '../model/viewSlice'
import { ActiveFilters } from './ActiveFilters'
import { FacetFilters } from './FacetFilters'
import { FilterDrawer } from './FilterDrawer'
import { ItemListProvider } from './itemLists'
import { ListingToolbar } from './ListingToolbar'
import { ProductGrid } from './ProductGrid'
import { ResultsPage, type PageQuery, type PageSource } from './ResultsPage'
import { useListingState } from './useListingState'
import { useCapabilities } from '@/shared/capabilities'

interface ProductListingProps<A> {
  source: PageSource<A>
  /** Page 1's query (the same cache entry as the first ResultsPage): total, facets, errors. */
  first: PageQuery & { refetch: () => unknown }
  label: string
  /** The list's name for analytics, the same in every language ('category_10', 'search_results'); `label` is its name. */
  listId: string
  /** The list's name for analytics when it is not `label` (a label holding the shopper's search term). */
  listName?: string
  /** The category's breadcrumb, for the listed products' categories. */
  breadcrumb?: readonly Crumb[]
  /** Said when the unfiltered list is empty. */
  emptyMessage?: string
  /** Offered below an empty list (e.g. popular products). */
  emptyExtra?: ReactNode
  renderActions?: (product: ProductSummary) => ReactNode
}

export function ProductListing<A>({
  source,
  first,
  label,
  listId,
  listName = label,
  breadcrumb,
  emptyMessage,
  emptyExtra,
  renderActions,
}: ProductListingProps<A>) {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const mode = useAppSelector(selectViewMode)
  const [state, change] = useListingState()
  const top = useRef<HTMLDivElement>(null)
  const brandsOffered = useCapabilities().brands
  // A back end without brands may still group by manufacturer: no brand filter then.
  const facets = useMemo(() => (first.data?.facets ?? []).filter((f) => brandsOffered || f.type !== 'manufacturer'), [first.data, brandsOffered])
  const total = first.data?.total
  const perPage = first.data?.perPage ?? 24
  const pages = Math.min(state.pages, first.data?.pagesCount ?? state.pages)
  const shown = total === undefined ? 0 : Math.min(total, pages * perPage)
  const setFilters = (filters: string) => change({ ...state, filters, pages: 1 })
  const origin = usePageOrigin()
  const analytics = useMemo(() => ({ list: { id: listId, name: listName }, breadcrumb }), [listId, listName, breadcrumb])
  const items = itemList((first.data?.products ?? []).map((product) => `${origin}/${lang}/${product.path}`))

  if (first.isError && !first.data) {
    return <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={() => void first.refetch()} disabled={first.isFetching} />
  }

  return (
    <Box ref={top} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start', scrollMarginTop: 80 }}>
      <JsonLd data={items} />
      <Box component="aside" aria-label={intl.formatMessage(m.filters)} sx={{ display: { xs: 'none', md: 'block' } }}>
        <HydrateSeparately>
          <FacetFilters facets={facets} onToggle={setFilters} />
        </HydrateSeparately>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <ListingToolbar
          total={total}
          sort={state.order}
          onSort={(order) => change({ ...state, order, pages: 1 })}
          view={mode}
          onView={(view) => dispatch(viewModeChanged(view))}
          filterButton={facets.length > 0 ? <FilterDrawer facets={facets} total={total ?? 0} onToggle={setFilters} /> : null}
        />
        <ActiveFilters facets={facets} onToggle={setFilters} onClear={() => change({ ...state, filters: DEFAULT_LISTING.filters, pages: 1 })} />
        {total === 0 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
            <Typography>{state.filters ? intl.formatMessage(m.empty) : (emptyMessage ?? intl.formatMessage(m.emptyCategory))}</Typography>
            {state.filters ? (
              <Button variant="outlined" onClick={() => setFilters('')}>
                {intl.formatMessage(m.clearAll)}
              </Button>
            ) : null}
            {emptyExtra}
          </Stack>
        ) : (
          <HydrateSeparately>
            <ItemListProvider value={analytics}>
              <ProductGrid mode={mode} label={label} busy={first.isFetching && Boolean(first.data)}>
                {Array.from({ length: pages }, (_, i) => (
                  <ResultsPage key={i + 1} page={i + 1} source={source} mode={mode} placeholders={i === 0 ? 8 : 4} renderActions={renderActions} />
                ))}
              </ProductGrid>
            </ItemListProvider>
          </HydrateSeparately>
        )}
        {total !== undefined && total > 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'center', mt: 4 }}>
            <Typography variant="body2" color="textSecondary">
              {intl.formatMessage(m.shown, { shown, total })}
            </Typography>
            <Stack direction="row" spacing={1}>
              {shown < total ? (
                <Button variant="contained" onClick={() => change({ ...state, pages: pages + 1 }, 'replace')}>
                  {intl.formatMessage(m.showMore)}
                </Button>
              ) : null}
              {pages > 1 ? (
                <Button
                  variant="outlined"
                  onClick={() => {
                    change({ ...state, pages: 1 }, 'replace')
                    top.current?.scrollIntoView?.({ block: 'start' })
                  }}
                >
                  {intl.formatMessage(m.showLess)}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        ) : null}
      </Box>
    </Box>
  )
}
