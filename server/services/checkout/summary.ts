// A cart as psdata (the cart page, the cart drawer and the checkout show the same): lines, vouchers, totals,
// the free-shipping progress and whether instalments are offered.
import { refusal, type Refusal } from '../../lib/refusal'
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { roundCents } from '@contract/money'
import { FREE_SHIPPING, INSTALMENTS, instalmentsAvailable } from '@contract/shopRules'
import type { CartRow } from '../cart/cart'
import { cartLineRows, presentLine, unitPrices } from '../cart/lines'
import { brandThresholds, carrierOptions, cartDestination, type CarrierOption } from './destination'
import { computeTotals, type AppliedVoucher, type Destination, type PricedLine, type Totals, type TotalsInput, type VoucherAmount } from './totals'

export async function cartVouchers(db: Queryable, lang: Lang, idCart: number): Promise<AppliedVoucher[]> {
  const rows = await db.query<AppliedVoucher & { names: Record<string, string> }>(
    `select v.id_cart_rule, v.code, v.names, v.voucher_type, v.value from cart_vouchers cv
       join vouchers v on v.id_cart_rule = cv.id_cart_rule where cv.id_cart = $1 order by v.id_cart_rule`,
    [idCart],
  )
  return rows.map(({ names, ...v }) => ({ ...v, name: names[lang] ?? names.en ?? v.code }))
}

export const EMPTY_TOTALS: Totals = {
  products: 0,
  products_regular: 0,
  discounts: 0,
  shipping: null,
  points: 0,
  vat_exempt: 0,
  tax: 0,
  total: 0,
  duties_excluded: false,
}

/**
 * Everything the totals depend on, loaded once for a cart (or for no cart: base prices). The destination is the
 * cart's unless one is given (pricing carriers for a country before an address exists).
 */
export async function pricingContext(db: Queryable, lang: Lang, cart: CartRow | null, destinationOverride?: Destination) {
  const rows = cart ? await cartLineRows(db, lang, cart.id_cart) : []
  const vouchers = cart ? await cartVouchers(db, lang, cart.id_cart) : []
  const destination = destinationOverride ?? (cart ? await cartDestination(db, cart) : null)
  const carriers = destination ? await carrierOptions(db, lang, destination.zone) : []
  const thresholds = await brandThresholds(db)
  const lines: PricedLine[] = rows.map((r) => {
    const { unit, regular } = unitPrices(r)
    return { id_manufacturer: r.id_manufacturer, quantity: r.quantity, unit_price: unit, regular_unit_price: regular }
  })
  const input = (carrier: CarrierOption | null, points = cart?.points_used ?? 0): TotalsInput => ({
    lines,
    vouchers,
    destination,
    carrier,
    brandThresholds: thresholds,
    points,
  })
  return { rows, lines, vouchers, destination, carriers, thresholds, input }
}

export type PricingContext = Awaited<ReturnType<typeof pricingContext>>

export async function cartSummary(db: Queryable, lang: Lang, cart: CartRow | null) {
  if (!cart) {
    const thresholds = await brandThresholds(db)
    return {
      id_cart: null,
      products: [],
      products_count: 0,
      totals: EMPTY_TOTALS,
      vouchers: { allowed: true, added: [] as VoucherAmount[] },
      free_shipping: {
        country: FREE_SHIPPING.country,
        from: FREE_SHIPPING.from,
        remaining: FREE_SHIPPING.from,
        qualifies: false,
        brands: thresholds.map((b) => ({ ...b, remaining: b.from })),
      },
      instalments: { available: false, ...INSTALMENTS },
      errors: [] as string[],
      problems: [] as Refusal[],
    }
  }
  return summaryFrom(lang, cart, await pricingContext(db, lang, cart))
}

export function summaryFrom(lang: Lang, cart: CartRow, ctx: PricingContext) {
  const { rows, lines, thresholds } = ctx
  const carrier = ctx.carriers.find((c) => c.id_carrier === cart.id_carrier) ?? null
  const { totals, vouchers: priced, freeShipping } = computeTotals(ctx.input(carrier))
  const afterDiscounts = roundCents(totals.products - totals.discounts)
  // Lines the stock no longer covers: `errors` in English, `problems` the same with their codes and values.
  const problems = rows
    .filter((r) => !r.preorder_date && r.quantity > r.stock)
    .map((r) => (r.stock > 0 ? refusal('stock.line_limited', { available: r.stock, name: r.name }) : refusal('stock.line_out', { name: r.name })))
  return {
    id_cart: cart.id_cart,
    products: rows.map((r) => presentLine(r, lang)),
    products_count: rows.reduce((s, r) => s + r.quantity, 0),
    totals,
    vouchers: { allowed: true, added: priced },
    free_shipping: {
      country: FREE_SHIPPING.country,
      from: FREE_SHIPPING.from,
      remaining: roundCents(Math.max(0, FREE_SHIPPING.from - afterDiscounts)),
      qualifies: freeShipping,
      brands: thresholds.map((b) => ({
        ...b,
        remaining: roundCents(
          Math.max(0, b.from - lines.filter((l) => l.id_manufacturer === b.id_manufacturer).reduce((s, l) => s + l.unit_price * l.quantity, 0)),
        ),
      })),
    },
    instalments: { available: instalmentsAvailable(totals.total), ...INSTALMENTS },
    errors: problems.map((p) => p.message),
    problems,
  }
}
