// The brand pages' calls as the reference API answers them: `getBrands` (every brand with its logo, url and product
// count) and `getBrand` (one brand with its description and a page of its products; an unknown id is a 404). The
// handlers record every request body. For tests only.
import { http, HttpResponse } from 'msw'
import type { PsEnvelope } from '@/shared/api'
import type { PsBrand, PsBrandListing, PsImage } from '../api/dto'
import { listProduct, sortOrders } from './fixtures'
import { psPagination } from '@/shared/api/mocks/fixtures'

const API = 'http://localhost/api'

/** A brand logo as the reference API shapes it (/img/m/…, its name as legend). */
const logo = (key: string, legend: string): PsImage => ({
  url: `/img/m/${key}-medium.webp`,
  width: 452,
  height: 452,
  legend,
  sizes: {
    small: { url: `/img/m/${key}-small.webp`, width: 125, height: 125 },
    home: { url: `/img/m/${key}-home.webp`, width: 250, height: 250 },
    medium: { url: `/img/m/${key}-medium.webp`, width: 452, height: 452 },
    large: { url: `/img/m/${key}-large.webp`, width: 800, height: 800 },
  },
})

/** A brand of getBrands; `url` and `free_shipping_from` are sent by the reference API but not read by the app. */
type PsBrandAnswer = PsBrand & { url: string; free_shipping_from: number | null }

const brand = (id: number, name: string, slug: string, count: number, withLogo = true): PsBrandAnswer => ({
  id_manufacturer: id,
  name,
  link_rewrite: slug,
  url: `/en/brands/${id}-${slug}`,
  image: withLogo ? logo(slug, name) : null,
  nb_products: count,
  free_shipping_from: null,
})

/** Deliberately not in name order (the page sorts); "Élan Paris" files under E and has no logo. */
export const brandsFixture = (): PsBrandAnswer[] => [
  brand(3, 'Nordkap', 'nordkap', 12),
  brand(7, 'Zefiro Casa', 'zefiro-casa', 1),
  brand(1, 'Alba Tessile', 'alba-tessile', 9),
  brand(9, 'Élan Paris', 'elan-paris', 4, false),
  brand(2, 'Borea Outdoor', 'borea-outdoor', 7),
]

export const brandsEnvelope = (): PsEnvelope<{ brands: PsBrand[] }> => ({ success: true, code: 200, psdata: { brands: brandsFixture() } })

/** getBrand's answer for Nordkap: the brand, its story and one page of its three products. */
export function nordkapListing(page = 1): PsEnvelope<PsBrandListing & { meta_title: string } & ReturnType<typeof sortOrders>> {
  const products =
    page === 1
      ? [
          listProduct(31, { name: 'Nordkap touring jacket', link_rewrite: 'nordkap-touring-jacket' }),
          listProduct(32, { name: 'Nordkap thermal gloves', link_rewrite: 'nordkap-thermal-gloves' }),
          listProduct(33, { name: 'Nordkap neck warmer', link_rewrite: 'nordkap-neck-warmer' }),
        ]
      : []
  return {
    success: true,
    code: 200,
    psdata: {
      ...brand(3, 'Nordkap', 'nordkap', 3),
      description: '<p>Nordkap makes touring gear for riders who keep going when the weather turns.</p>',
      meta_title: 'Nordkap',
      products,
      pagination: psPagination(3, page, 24),
      ...sortOrders(),
      facets: [],
      q: '',
    },
  }
}

export interface BrandRequest {
  id_manufacturer: number
  page: number
  q: string
  order: string
}

/** Handlers of getBrands and getBrand (Nordkap, id 3, exists; any other id is a 404), with the requests received. */
export function brandHandlers() {
  const brandsRequests: unknown[] = []
  const brandRequests: BrandRequest[] = []
  const handlers = [
    http.post(`${API}/getBrands`, async ({ request }) => {
      brandsRequests.push(await request.json())
      return HttpResponse.json(brandsEnvelope())
    }),
    http.post(`${API}/getBrand`, async ({ request }) => {
      const body = (await request.json()) as BrandRequest
      brandRequests.push(body)
      if (body.id_manufacturer !== 3) return HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Brand not found' }, { status: 404 })
      return HttpResponse.json(nordkapListing(body.page))
    }),
  ]
  return { handlers, brandsRequests, brandRequests }
}
