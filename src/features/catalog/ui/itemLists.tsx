// What the catalogue's lists report: each page of a list once it shows (view_item_list), and the product a shopper
// opens from it (select_item), with its position. A list names itself through this context: the listing or rail
// that draws it provides it; cards inside report with it.
import { createContext, useContext } from 'react'
import { analyticsEvents, productFacts, useTrack, useTrackOnce, type ItemList } from '@/shared/analytics'
import type { Crumb, ProductSummary } from '../model/types'

export interface ListAnalytics {
  list: ItemList
  /** The category page's breadcrumb: the listed products' categories. */
  breadcrumb?: readonly Crumb[]
}

const ListContext = createContext<ListAnalytics | null>(null)

export const ItemListProvider = ListContext.Provider

const facts = (product: ProductSummary, analytics: ListAnalytics) => productFacts(product, { breadcrumb: analytics.breadcrumb })

/** Reports the products of one page of the surrounding list, once (again for another list, page or language). */
export function useListView(products: readonly ProductSummary[] | undefined, offset = 0): void {
  const analytics = useContext(ListContext)
  const key = analytics && products?.length ? [analytics.list.id, analytics.list.name, offset, ...products.map((p) => p.id)].join('|') : null
  useTrackOnce(key, () =>
    analytics && products
      ? analyticsEvents.viewItemList(
          analytics.list,
          products.map((p) => facts(p, analytics)),
          offset,
        )
      : null,
  )
}

/** What opening a card's product reports (nothing outside a named list). */
export function useSelectItem(product: ProductSummary, index: number | undefined): () => void {
  const analytics = useContext(ListContext)
  const track = useTrack()
  return () => {
    if (analytics && index !== undefined) track(analyticsEvents.selectItem(analytics.list, facts(product, analytics), index))
  }
}
