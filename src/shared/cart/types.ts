// The cart's domain: what the bag and the cart page show, independent of the back end's field names.
import type { ProductId } from '@/shared/ids'
import type { ApiRefusal } from '@/shared/api'

export interface LineKey {
  productId: ProductId
  attributeId: number
}

export interface CartLine extends LineKey {
  key: string
  /** The reference of the product or of its chosen combination (analytics' item_id). */
  sku: string
  name: string
  /** Path of the product page, e.g. "/en/42-merino.html". */
  url: string
  /** "Size: M, Colour: Red" */
  attributes: string
  quantity: number
  /** Unit price after the product's discount, taxes included. */
  price: number
  regularPrice: number
  discounted: boolean
  total: number
  regularTotal: number
  image: { url: string; width: number; height: number; alt: string } | null
  /** The most this line may hold (stock, or the line limit for pre-orders). */
  maxQuantity: number
  preorder: boolean
  brandId: number | null
}

export interface CartTotals {
  products: number
  productsRegular: number
  discounts: number
  /** null until a carrier is chosen at checkout. */
  shipping: number | null
  points: number
  vatExempt: number
  tax: number
  total: number
  dutiesExcluded: boolean
}

export interface AppliedVoucher {
  id: number
  code: string
  name: string
  amount: number
}

export interface FreeShippingRule {
  country: string
  from: number
  remaining: number
  qualifies: boolean
  brands: { id: number; name: string; from: number; remaining: number }[]
}

export interface Cart {
  lines: CartLine[]
  count: number
  totals: CartTotals
  vouchers: AppliedVoucher[]
  freeShipping: FreeShippingRule
  instalments: { available: boolean; min: number; max: number }
  /** Stock problems of lines already in the cart, as the API refuses them (worded by code: `refusalText`). */
  problems: ApiRefusal[]
}

/** A line never holds more than this (the API's limit). */
export const MAX_LINE_QUANTITY = 99

export const lineKey = ({ productId, attributeId }: LineKey) => `${productId}-${attributeId}`
