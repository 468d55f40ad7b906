// Product listings (category, brand, search): one page of products, pagination, sort options and facets with
// counts. (The calls' answers are cached whole, see CallDef.cached.)
import type { Lang } from '../../lib/lang'
import { t, type MessageKey } from '../../lib/messages'
import type { Shop } from '../../shop'
import { categoryTree } from './categories'
import { encodeFilters, parseFilters, type Filters } from './facetQuery'
import { computeFacets, type Facet } from './facets'
import { fromWhere, orderBy, Params, SORTS, type Scope, type Sort } from './listingSql'
import { listingItems, type ListingItem } from './presenter'

export const DEFAULT_PER_PAGE = 24
export const MAX_PER_PAGE = 60

export interface ListingRequest {
  q?: string
  order?: Sort
  page?: number
  perPage?: number
  /** Facets cost a few queries; home lists and related products skip them. */
  withFacets?: boolean
}

export interface Pagination {
  total_items: number
  page: number
  per_page: number
  current_page: number
  pages_count: number
  items_shown_from: number
  items_shown_to: number
}

export interface Listing {
  products: ListingItem[]
  pagination: Pagination
  sort_orders: { label: string; urlParameter: Sort; current: boolean }[]
  sort_selected: string
  facets: Facet[]
  q: string
}

export function pagination(total: number, page: number, perPage: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / perPage))
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1)
  return {
    total_items: total,
    page,
    per_page: perPage,
    current_page: page,
    pages_count: pages,
    items_shown_from: from,
    items_shown_to: Math.min(total, page * perPage),
  }
}

export function sortOrders(lang: Lang, current: Sort) {
  return SORTS.map((s) => ({ label: t(lang, `sort.${s}` as MessageKey), urlParameter: s, current: s === current }))
}

async function pageOfIds(shop: Shop, scope: Scope, filters: Filters, sort: Sort, page: number, perPage: number) {
  const params = new Params()
  const where = fromWhere(scope, filters, params, undefined, sort)
  const order = orderBy(sort, scope, params)
  const rows = await shop.db.query<{ id_product: number; total: number }>(
    `select pc.id_product, count(*) over () as total ${where} order by ${order}
      limit ${params.add(perPage)} offset ${params.add((page - 1) * perPage)}`,
    params.values,
  )
  if (rows.length) return { ids: rows.map((r) => r.id_product), total: rows[0]!.total }
  // Past the last page the window gives no total: count separately.
  const countParams = new Params()
  const [count] = await shop.db.query<{ total: number }>(`select count(*) as total ${fromWhere(scope, filters, countParams)}`, countParams.values)
  return { ids: [], total: count?.total ?? 0 }
}

export async function listProducts(shop: Shop, scope: Scope, request: ListingRequest): Promise<Listing> {
  const sort = request.order ?? 'relevance'
  const page = request.page ?? 1
  const perPage = Math.min(request.perPage ?? DEFAULT_PER_PAGE, MAX_PER_PAGE)
  const filters = parseFilters(request.q)
  const { ids, total } = await pageOfIds(shop, scope, filters, sort, page, perPage)
  const products = await listingItems(shop, scope.lang, ids)
  // Facets do not depend on the sort or the page: one computation serves them all.
  const facets =
    request.withFacets === false
      ? []
      : await shop.structureCache.getOrLoad(`facets:${JSON.stringify(scope)}:${encodeFilters(filters)}`, async () =>
          computeFacets(shop, scope, filters, await categoryTree(shop, scope.lang)),
        )
  return {
    products,
    pagination: pagination(total, page, perPage),
    sort_orders: sortOrders(scope.lang, sort),
    sort_selected: t(scope.lang, `sort.${sort}` as MessageKey),
    facets,
    q: request.q ?? '',
  }
}
