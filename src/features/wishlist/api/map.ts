import { asProductId } from '@/shared/ids'
import { assetUrl } from '@/shared/config'
import type { WishlistItem } from '../model/types'
import type { PsWishlist } from './dto'

export function mapWishlist(p: PsWishlist): WishlistItem[] {
  return p.products.map((i) => ({
    productId: asProductId(i.id_product),
    attributeId: i.id_product_attribute ?? 0,
    name: i.name,
    url: i.url,
    price: i.price,
    regularPrice: i.regular_price,
    discounted: i.has_discount,
    available: i.available_for_order,
    image: i.default_image ? { url: assetUrl(i.default_image.url), width: i.default_image.width, height: i.default_image.height } : null,
  }))
}
