// What the cart looks like right after a change, before the API answers (optimistic updates). Prices per unit are
// known, so line totals, the count and the products total follow; discounts and shipping wait for the answer.
import type { Cart, CartLine, LineKey } from '@/shared/cart'
import { roundCents } from '@contract/money'

const same = (line: CartLine, key: LineKey) => line.productId === key.productId && line.attributeId === key.attributeId

function withLines(cart: Cart, lines: CartLine[]): Cart {
  const products = roundCents(lines.reduce((s, l) => s + l.total, 0))
  const delta = roundCents(products - cart.totals.products)
  return {
    ...cart,
    lines,
    count: lines.reduce((s, l) => s + l.quantity, 0),
    totals: {
      ...cart.totals,
      products,
      productsRegular: roundCents(lines.reduce((s, l) => s + l.regularTotal, 0)),
      total: roundCents(Math.max(0, cart.totals.total + delta)),
    },
  }
}

/** The cart with one line set to an absolute quantity. */
export function withQuantity(cart: Cart, key: LineKey, quantity: number): Cart {
  return withLines(
    cart,
    cart.lines.map((l) => (same(l, key) ? { ...l, quantity, total: roundCents(l.price * quantity), regularTotal: roundCents(l.regularPrice * quantity) } : l)),
  )
}

/** The cart without one line. */
export function withoutLine(cart: Cart, key: LineKey): Cart {
  return withLines(
    cart,
    cart.lines.filter((l) => !same(l, key)),
  )
}
