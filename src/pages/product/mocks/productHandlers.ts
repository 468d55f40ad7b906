// msw handlers of the product page's calls that answer like the reference API: `getProduct` with a `group`
// returns that combination's price, stock and reference (and its colour's picture first), a product id other than
// the fixture's is a 404, German requests get German names and slugs. For tests only.
import { http, HttpResponse } from 'msw'
import type { PsProductDetail } from '@/features/catalog/api/dto'
import { listProduct, productDetail } from '@/features/catalog/mocks/fixtures'
import { psPagination } from '@/shared/api/mocks/fixtures'

const API = 'http://localhost/api'
const LOW_STOCK = 3

export interface ProductRequest {
  lang: string | null
  product_id: number
  group?: Record<string, number>
}

function select(detail: PsProductDetail, group: Record<string, number> | undefined) {
  const combinations = detail.combinations ?? []
  const wanted = Object.values(group ?? {})
  if (!wanted.length) return combinations.find((c) => c.default_on) ?? combinations[0] ?? null
  const matching = combinations.filter((c) => wanted.every((a) => c.attributes.includes(a)))
  return matching.find((c) => c.quantity > 0) ?? matching[0] ?? null
}

export function answerFor(detail: PsProductDetail, group: Record<string, number> | undefined, lang: string | null): PsProductDetail {
  const localized = lang === 'de' ? { ...detail, name: 'Merino-Rundhalspullover', link_rewrite: detail.alternates?.de ?? detail.link_rewrite } : detail
  if (!detail.combinations?.length) return localized
  const chosen = select(detail, group)
  if (!chosen) return { ...localized, id_product_attribute: null, combination_available: false, availability: 'unavailable', quantity: 0 }
  const quantity = chosen.quantity
  const colour = chosen.attributes.includes(22) ? 'b' : 'a'
  return {
    ...localized,
    id_product_attribute: chosen.id_product_attribute,
    combination_available: true,
    quantity,
    availability: quantity > LOW_STOCK ? 'available' : quantity > 0 ? 'last_remaining_items' : 'unavailable',
    price: chosen.price,
    regular_price: chosen.regular_price,
    has_discount: chosen.has_discount,
    reference: chosen.reference,
    sku: chosen.reference,
    images: [...(detail.images ?? [])].sort((x, y) => Number(y.url.includes(`/${colour}-`)) - Number(x.url.includes(`/${colour}-`))),
  }
}

interface Options {
  overrides?: Partial<PsProductDetail>
  /** Every getProduct request, in order. */
  log?: ProductRequest[]
  /** Awaited before answering a request with a group (to look at the page while a variant loads). */
  holdVariants?: () => Promise<void>
}

export function productHandlers({ overrides = {}, log, holdVariants }: Options = {}) {
  const detail = productDetail(overrides).psdata
  return [
    http.post(`${API}/getProduct`, async ({ request }) => {
      const body = (await request.json()) as Omit<ProductRequest, 'lang'>
      const lang = request.headers.get('accept-language')
      log?.push({ lang, ...body })
      if (Number(body.product_id) !== Number(detail.id_product)) {
        return HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Product not found' }, { status: 404 })
      }
      if (body.group && holdVariants) await holdVariants()
      return HttpResponse.json({ success: true, code: 200, psdata: answerFor(detail, body.group, lang) })
    }),
    http.post(`${API}/getRelatedProducts`, () =>
      HttpResponse.json({
        success: true,
        code: 200,
        psdata: { products: [listProduct(7, { name: 'Wool beanie' }), listProduct(8, { name: 'Cashmere scarf' })], pagination: psPagination(2, 1, 8) },
      }),
    ),
  ]
}
