// Product prices: the regular price (tax included) and the product's own discount, percentage or amount.
import { discountPercent, roundCents } from '@contract/money'

export interface Discount {
  type: 'percentage' | 'amount'
  value: number
}

export const toDiscount = (type: string | null, value: number | null): Discount | null =>
  type === 'percentage' || type === 'amount' ? { type, value: Number(value ?? 0) } : null

export function discountedPrice(regular: number, discount: Discount | null): number {
  if (!discount) return roundCents(regular)
  if (discount.type === 'percentage') return roundCents(regular * (1 - discount.value / 100))
  return roundCents(Math.max(0, regular - discount.value))
}

/** The presenter's price fields: numbers in EUR, tax included. */
export function priceFields(regular: number, discount: Discount | null) {
  const price = discountedPrice(regular, discount)
  const hasDiscount = discount !== null && price < roundCents(regular)
  return {
    price,
    regular_price: roundCents(regular),
    has_discount: hasDiscount,
    discount: hasDiscount
      ? {
          type: discount.type,
          value: discount.value,
          amount: roundCents(regular - price),
          percentage: discountPercent(regular, price),
        }
      : null,
  }
}
