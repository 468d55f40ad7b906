// The search results page's calls as the reference API answers them: `search` (results: products, pagination,
// facets, search_string and suggestions; a `suggest: true` request gets suggestions only) and
// `getProductsBestsellers` (offered when nothing matches). The handlers record every request. For tests only.
import { http, HttpResponse } from 'msw'
import type { PsEnvelope } from '@/shared/api'
import type { PsListing, PsListProduct, PsSearch } from '../api/dto'
import { facet, facetFilter, listProduct, sortOrders } from './fixtures'
import { suggestionsEnvelope, suggestionsFixture } from './searchSuggestions'
import { psPagination } from '@/shared/api/mocks/fixtures'

const API = 'http://localhost/api'

/** The body the results page sends (`suggest` only from the header's combobox). */
export interface SearchRequest {
  s: string
  page: number
  q: string
  order: string
  suggest?: boolean
}

/** psdata of `search` as the reference API sends it (search_string and the sort orders beside the listing). */
export type PsSearchAnswer = PsSearch & { search_string: string } & ReturnType<typeof sortOrders>

/** Result n of a search for merino: "Merino item n", €(20 + n). */
export const searchResult = (n: number): PsListProduct =>
  listProduct(n, { name: `Merino item ${n}`, link_rewrite: `merino-item-${n}`, price: 20 + n, regular_price: 20 + n })

/**
 * One page of results: products 1…total in relevance order; the descending sorts (price, name, date) list them the
 * other way round, so a test sees the order change.
 */
export function searchResults(query: string, page: number, { total = 6, perPage = 4, order = 'relevance', filters = '' } = {}): PsEnvelope<PsSearchAnswer> {
  const ids = Array.from({ length: total }, (_, i) => i + 1)
  if (order.endsWith('_desc')) ids.reverse()
  const products = ids.slice((page - 1) * perPage, page * perPage).map(searchResult)
  return {
    success: true,
    code: 200,
    psdata: {
      products,
      pagination: psPagination(total, page, perPage),
      facets:
        total > 0
          ? [
              facet({
                label: 'Brand',
                type: 'manufacturer',
                displayed: true,
                widgetType: 'checkbox',
                filters: [facetFilter({ label: 'Nordkap', type: 'brand', active: false, magnitude: total, value: 3, nextEncodedFacets: 'brand-3' })],
              }),
            ]
          : [],
      ...sortOrders(order),
      q: filters,
      search_string: query,
      suggestions: total > 0 ? suggestionsFixture() : { products: [], categories: [], brands: [] },
    },
  }
}

/** What `getProductsBestsellers` answers: the popular products offered when a search finds nothing. */
export const bestsellers = (): PsEnvelope<PsListing> => ({
  success: true,
  code: 200,
  psdata: {
    products: [
      listProduct(51, { name: 'Wool beanie', link_rewrite: 'wool-beanie' }),
      listProduct(52, { name: 'Cashmere scarf', link_rewrite: 'cashmere-scarf' }),
    ],
    pagination: psPagination(2, 1, 12),
  },
})

interface Options {
  /** How many products match (default 6). */
  total?: number
  /** Products per page (default 4, so that "show more" has a second page without rendering dozens of cards). */
  perPage?: number
}

/** Handlers of `search` and `getProductsBestsellers`, and the requests each received, in order. */
export function searchHandlers({ total = 6, perPage = 4 }: Options = {}) {
  const requests: SearchRequest[] = []
  const suggestRequests: SearchRequest[] = []
  const bestsellerRequests: unknown[] = []
  const handlers = [
    http.post(`${API}/search`, async ({ request }) => {
      const body = (await request.json()) as SearchRequest
      if (body.suggest) {
        suggestRequests.push(body)
        return HttpResponse.json(suggestionsEnvelope(body.s, suggestionsFixture()))
      }
      requests.push(body)
      return HttpResponse.json(searchResults(body.s, body.page, { total, perPage, order: body.order, filters: body.q }))
    }),
    http.post(`${API}/getProductsBestsellers`, async ({ request }) => {
      bestsellerRequests.push(await request.json())
      return HttpResponse.json(bestsellers())
    }),
  ]
  return { handlers, requests, suggestRequests, bestsellerRequests }
}
