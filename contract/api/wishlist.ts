// The wishlist: listing items with the chosen combination and when each was added.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { LineImage } from './catalog'
export type WishlistItem = Static<typeof WishlistItem>
export const WishlistItem = Type.Object({
  id_product: Type.Number(),
  id_product_attribute: Type.Number(),
  name: Type.String(),
  url: Type.String(),
  price: Type.Number(),
  regular_price: Type.Number(),
  has_discount: Type.Boolean(),
  available_for_order: Type.Boolean(),
  default_image: LineImage,
  added_at: Type.String(),
})

export type Wishlist = Static<typeof Wishlist>
export const Wishlist = Type.Object({
  products: Type.Array(WishlistItem),
})
