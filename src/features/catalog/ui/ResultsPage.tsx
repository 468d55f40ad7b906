// One page of a listing, fetched and rendered into the shared grid. A listing shows pages 1…n side by side, each
// cached on its own, so "show more" fetches only the new page and Back restores the whole list from the cache.
import type { ReactNode } from 'react'
import type { ListingPage, ProductSummary } from '../model/types'
import type { ViewMode } from '../model/viewSlice'
import { ProductCard } from './ProductCard'
import { ProductCardSkeleton } from './ProductCardSkeleton'
import { useListView } from './itemLists'

export interface PageQuery {
  data?: ListingPage
  isFetching: boolean
  isError: boolean
}

/** Where a listing's pages come from: a query hook (module-level) and the arguments of page n. */
export interface PageSource<A> {
  useListing: (args: A) => PageQuery
  argsFor: (page: number) => A
}

interface ResultsPageProps<A> {
  page: number
  source: PageSource<A>
  mode: ViewMode
  /** How many skeleton cards to show while the page loads. */
  placeholders: number
  renderActions?: (product: ProductSummary) => ReactNode
}

export function ResultsPage<A>({ page, source, mode, placeholders, renderActions }: ResultsPageProps<A>) {
  const { useListing, argsFor } = source
  const { data } = useListing(argsFor(page))
  const offset = data ? (page - 1) * data.perPage : 0
  useListView(data?.products, offset)
  if (!data) {
    return Array.from({ length: placeholders }, (_, i) => (
      <li key={`skeleton-${page}-${i}`}>
        <ProductCardSkeleton withActions={Boolean(renderActions)} />
      </li>
    ))
  }
  return data.products.map((product, index) => (
    <li key={product.id}>
      <ProductCard product={product} mode={mode} priority={page === 1 && index < 2} renderActions={renderActions} index={offset + index} />
    </li>
  ))
}
