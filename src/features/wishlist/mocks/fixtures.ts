// psdata of the wishlist calls as the reference API sends them (server/routes/wishlist.ts): listing items of the
// catalogue, whose fields the wishlist does not read are there too (src/test/contract holds them to the API's answers).
import { psPicture } from '@/shared/api/mocks/fixtures'
import type { PsWishlist, PsWishlistItem } from '../api/dto'

export function wishlistItemFixture(overrides: Partial<PsWishlistItem> = {}): PsWishlistItem {
  const name = overrides.name ?? 'Merino sweater'
  const item = {
    id_product: 5,
    id_product_attribute: 0,
    name,
    link_rewrite: 'merino-sweater',
    url: '/en/5-merino-sweater.html',
    reference: 'MS-1',
    sku: 'MS-1',
    description_short: '<p>Soft merino.</p>',
    quantity: 12,
    availability: 'available',
    available_for_order: true,
    preorder: null,
    price: 60,
    regular_price: 75,
    has_discount: true,
    discount: { type: 'percentage', value: 20, amount: 15, percentage: 20 },
    default_image: psPicture('ms', name),
    brand: { id_manufacturer: 1, name: 'Alba Tessile', link_rewrite: 'alba-tessile', url: '/en/brands/1-alba-tessile' },
    manufacturer_name: 'Alba Tessile',
    category: { id_category: 32, name: 'Knitwear', link_rewrite: 'knitwear', url: '/en/32-knitwear' },
    category_name: 'Knitwear',
    rating: { average: 4.5, count: 2 },
    colors: [],
    date_add: '2026-01-10T09:00:00.000Z',
    new: false,
    size_guide: true,
    manual: false,
    added_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
  return item
}

export const wishlistFixture = (...items: PsWishlistItem[]): PsWishlist => ({ products: items })
