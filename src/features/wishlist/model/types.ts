// A wished product: which product (and combination), and what the list shows of it.
import type { ProductId } from '@/shared/ids'
export interface WishKey {
  productId: ProductId
  /** 0 when the product has no combinations or none was chosen. */
  attributeId: number
}

export interface WishlistItem extends WishKey {
  name: string
  url: string
  price: number
  regularPrice: number
  discounted: boolean
  available: boolean
  image: { url: string; width: number; height: number } | null
}

export const sameWish = (a: WishKey, b: WishKey) => a.productId === b.productId && a.attributeId === b.attributeId
