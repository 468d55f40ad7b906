// msw handlers of the home page's calls (happy path), answering like the reference API: three home lists with
// distinct products each (one of them with variants), the "recommended" category listing, and the brands. The
// shared test server uses them by default; a test passes a log to see every request the page made. For tests only.
import { http, HttpResponse } from 'msw'
import type { PsListing, PsListProduct } from '../api/dto'
import { brandsFixture } from './brandHandlers'
import { categoryListing, listProduct } from './fixtures'
import { psPagination } from '@/shared/api/mocks/fixtures'

const API = 'http://localhost/api'

export type HomeCall = 'getProductsFeatured' | 'getProductsBestsellers' | 'getProductsLatest' | 'getProducts' | 'getBrands'

export interface HomeRequest {
  call: HomeCall
  lang: string | null
  body: Record<string, unknown>
}

const listing = (products: PsListProduct[]): PsListing => ({
  products,
  pagination: psPagination(products.length, 1, 12),
})

/** The home lists' answers: product names differ per list, so a test can tell which call filled which rail. */
export const homeLists = {
  getProductsFeatured: listing([
    listProduct(101, { name: 'Waxed cotton jacket', link_rewrite: 'waxed-cotton-jacket' }),
    // With variants (a default combination): no quick add.
    listProduct(102, { name: 'Merino crew-neck sweater', link_rewrite: 'merino-crew-neck-sweater', id_product_attribute: 1021, price: 79, regular_price: 79 }),
  ]),
  getProductsBestsellers: listing([
    listProduct(201, { name: 'Touring gloves', link_rewrite: 'touring-gloves', price: 59.9, regular_price: 59.9 }),
    listProduct(202, { name: 'Leather boots', link_rewrite: 'leather-boots', id_product_attribute: 2021 }),
  ]),
  getProductsLatest: listing([
    listProduct(301, { name: 'Tank bag', link_rewrite: 'tank-bag' }),
    listProduct(302, { name: 'Rain cover', link_rewrite: 'rain-cover', price: 24.5, regular_price: 24.5 }),
  ]),
} satisfies Record<string, PsListing>

const ok = <T>(psdata: T) => HttpResponse.json({ success: true, code: 200, psdata })

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export function homeHandlers({ log }: { log?: HomeRequest[] } = {}) {
  const logged = (call: HomeCall, answer: (body: Record<string, unknown>) => Response) =>
    http.post(`${API}/${call}`, async ({ request }) => {
      const body = await bodyOf(request)
      log?.push({ call, lang: request.headers.get('accept-language'), body })
      return answer(body)
    })
  return [
    logged('getProductsFeatured', () => ok(homeLists.getProductsFeatured)),
    logged('getProductsBestsellers', () => ok(homeLists.getProductsBestsellers)),
    logged('getProductsLatest', () => ok(homeLists.getProductsLatest)),
    logged('getProducts', (body) => HttpResponse.json(categoryListing(Number(body.page ?? 1)))),
    logged('getBrands', () => ok({ brands: brandsFixture() })),
  ]
}
