// The wishlist calls against an in-memory list, so that adding and removing behave like the reference API.
import { http, HttpResponse } from 'msw'
import type { PsWishlistItem } from '../api/dto'
import { wishlistFixture, wishlistItemFixture } from './fixtures'

const API = 'http://localhost/api'

export function wishlistHandlers(initial: PsWishlistItem[] = []) {
  let items = [...initial]
  const answer = (code = 200) => HttpResponse.json({ success: true, code, psdata: wishlistFixture(...items) }, { status: code })
  return [
    http.post(`${API}/getWishlist`, () => answer()),
    http.post(`${API}/addToWishlist`, async ({ request }) => {
      const { id_product, id_product_attribute = 0 } = (await request.json()) as { id_product: number; id_product_attribute?: number }
      if (!items.some((i) => i.id_product === id_product && i.id_product_attribute === id_product_attribute)) {
        items = [wishlistItemFixture({ id_product, id_product_attribute, name: `Product ${id_product}` }), ...items]
      }
      return answer(201)
    }),
    http.post(`${API}/removeFromWishlist`, async ({ request }) => {
      const { id_product, id_product_attribute = 0 } = (await request.json()) as { id_product: number; id_product_attribute?: number }
      items = items.filter((i) => !(i.id_product === id_product && i.id_product_attribute === id_product_attribute))
      return answer()
    }),
  ]
}
