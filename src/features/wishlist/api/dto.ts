// Raw psdata of the wishlist calls (server/routes/wishlist.ts): listing items of the catalogue plus the chosen
// combination and when it was added.
export interface PsWishlistItem {
  id_product: number
  id_product_attribute: number
  name: string
  url: string
  price: number
  regular_price: number
  has_discount: boolean
  available_for_order: boolean
  default_image: { url: string; width: number; height: number; legend?: string } | null
  added_at: string
}

export interface PsWishlist {
  products: PsWishlistItem[]
}
