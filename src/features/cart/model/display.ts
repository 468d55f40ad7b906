// What the summary says about shipping and payment, decided from the API's figures (the rules live on the server:
// free shipping to Italy from 150 EUR, or from a brand's own threshold on that brand's products; instalments for
// totals within a range).
import type { Cart } from '@/shared/cart'

export type FreeShippingNotice =
  | { kind: 'reached'; country: string }
  | { kind: 'brandReached'; country: string; brand: string }
  | { kind: 'progress'; country: string; remaining: number; from: number; percent: number; brand: { name: string; remaining: number } | null }
  | { kind: 'none' }

export function freeShippingNotice(cart: Cart): FreeShippingNotice {
  const rule = cart.freeShipping
  if (cart.lines.length === 0) return { kind: 'none' }
  if (rule.qualifies || rule.remaining <= 0) return { kind: 'reached', country: rule.country }
  // A brand the cart holds products of (its remaining is below its threshold).
  const held = rule.brands.filter((b) => b.remaining < b.from)
  const reachedBrand = held.find((b) => b.remaining <= 0)
  if (reachedBrand) return { kind: 'brandReached', country: rule.country, brand: reachedBrand.name }
  const closest = held.sort((a, b) => a.remaining - b.remaining)[0]
  const brand = closest && closest.remaining < rule.remaining ? { name: closest.name, remaining: closest.remaining } : null
  const percent = Math.round(Math.min(100, Math.max(0, ((rule.from - rule.remaining) / rule.from) * 100)))
  return { kind: 'progress', country: rule.country, remaining: rule.remaining, from: rule.from, percent, brand }
}

/** Instalments are offered for totals within [min, max] (the API says so; the range is checked again here). */
export function instalmentsOffered(cart: Cart): boolean {
  const { min, max, available } = cart.instalments
  return available && cart.lines.length > 0 && cart.totals.total >= min && cart.totals.total <= max
}

export type ShippingLine = { kind: 'amount'; amount: number } | { kind: 'free' } | { kind: 'atCheckout' }

/** Shipping is priced once a carrier is chosen; until then it is free when the API says the rule is met, else known at checkout. */
export function shippingLine(cart: Cart): ShippingLine {
  const shipping = cart.totals.shipping
  if (shipping !== null) return shipping === 0 ? { kind: 'free' } : { kind: 'amount', amount: shipping }
  return cart.freeShipping.qualifies && cart.lines.length > 0 ? { kind: 'free' } : { kind: 'atCheckout' }
}
