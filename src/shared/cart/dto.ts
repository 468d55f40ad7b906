// Raw psdata of every cart call (docs/api.md, "Cart"; server/services/checkout/summary.ts).
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Cart, CartLine } from '@contract/api/cart'

export type PsCartLine = CartLine
export type PsCart = Cart
