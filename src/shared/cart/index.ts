/** The cart's shape, shared by the cart (which owns its calls) and the checkout (whose answers carry the cart):
 * the psdata types, the mapper, the domain types and the one way to store a cart answer in the cache. */
export type { PsCart, PsCartLine } from './dto'
export { mapCart, mapLine } from './map'
export { storeCart } from './cartCache'
export { lineKey, MAX_LINE_QUANTITY, type AppliedVoucher, type Cart, type CartLine, type CartTotals, type FreeShippingRule, type LineKey } from './types'
