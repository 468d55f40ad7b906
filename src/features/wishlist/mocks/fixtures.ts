// psdata of the wishlist calls as the reference API sends them (server/routes/wishlist.ts).
import type { PsWishlist, PsWishlistItem } from '../api/dto'

export function wishlistItemFixture(overrides: Partial<PsWishlistItem> = {}): PsWishlistItem {
  return {
    id_product: 5,
    id_product_attribute: 0,
    name: 'Merino sweater',
    url: '/en/5-merino-sweater.html',
    price: 60,
    regular_price: 75,
    has_discount: true,
    available_for_order: true,
    default_image: { url: '/img/p/ms-medium.webp', width: 300, height: 300 },
    added_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

export const wishlistFixture = (...items: PsWishlistItem[]): PsWishlist => ({ products: items })
