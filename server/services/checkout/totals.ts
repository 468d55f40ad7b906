// The money rules of a cart or order (spec §9), as one pure function: product prices include VAT; vouchers
// (percentage, amount, free shipping); shipping by carrier and zone, free to Italy from FREE_SHIPPING (or from a
// brand's own threshold on that brand's products); loyalty points; outside the EU no VAT is charged and local
// duties and taxes are left to the destination (the total says so).
import { roundCents } from '@contract/money'
import { FREE_SHIPPING } from '@contract/shopRules'
import { VAT_RATE } from '../../lib/money'

/**
 * Returns go back to Italy by mail (prepaid label, or a carrier of the shopper's choice); free from Italy, from
 * elsewhere the label's 5.90 EUR is deducted from the refund. Keep in sync with the "returns" CMS page.
 */
export const RETURNS = { country: 'IT', freeFrom: ['IT'], labelFee: 5.9 } as const
/** One loyalty point is worth 5 cents; orders earn one point per euro of products. */
export const POINT_VALUE = 0.05

export interface PricedLine {
  id_manufacturer: number | null
  quantity: number
  unit_price: number
  regular_unit_price: number
}

export interface AppliedVoucher {
  id_cart_rule: number
  code: string
  name: string
  voucher_type: 'percentage' | 'amount' | 'free_shipping'
  value: number
}

export interface Destination {
  country_iso: string
  zone: string
  is_eu: boolean
}

export interface CarrierPrice {
  id_carrier: number
  /** null: the carrier does not serve the destination's zone. */
  price: number | null
  free_shipping_applies: boolean
}

export interface BrandThreshold {
  id_manufacturer: number
  name: string
  from: number
}

export interface TotalsInput {
  lines: PricedLine[]
  vouchers: AppliedVoucher[]
  destination: Destination | null
  carrier: CarrierPrice | null
  brandThresholds: BrandThreshold[]
  points: number
}

export interface Totals {
  products: number
  products_regular: number
  discounts: number
  shipping: number | null
  points: number
  /** VAT not charged on exports (outside the EU); subtracted from the total. */
  vat_exempt: number
  tax: number
  total: number
  duties_excluded: boolean
}

export interface VoucherAmount extends AppliedVoucher {
  amount: number
}

/** Whether shipping to this destination is free under the shop's rules (not counting vouchers). */
export function freeShippingQualifies(input: Pick<TotalsInput, 'lines' | 'destination' | 'brandThresholds'>, productsAfterDiscounts: number): boolean {
  if (input.destination?.country_iso !== FREE_SHIPPING.country) return false
  if (productsAfterDiscounts >= FREE_SHIPPING.from) return true
  return input.brandThresholds.some(
    (b) => input.lines.filter((l) => l.id_manufacturer === b.id_manufacturer).reduce((s, l) => s + l.unit_price * l.quantity, 0) >= b.from,
  )
}

export function computeTotals(input: TotalsInput): { totals: Totals; vouchers: VoucherAmount[]; freeShipping: boolean } {
  const products = roundCents(input.lines.reduce((s, l) => s + l.unit_price * l.quantity, 0))
  const productsRegular = roundCents(input.lines.reduce((s, l) => s + l.regular_unit_price * l.quantity, 0))
  let remaining = products
  const vouchers = input.vouchers.map((v) => {
    const wanted = v.voucher_type === 'percentage' ? products * (v.value / 100) : v.voucher_type === 'amount' ? v.value : 0
    const amount = roundCents(Math.min(remaining, wanted))
    remaining = roundCents(remaining - amount)
    return { ...v, amount }
  })
  const discounts = roundCents(products - remaining)
  const freeByVoucher = input.vouchers.some((v) => v.voucher_type === 'free_shipping')
  const freeShipping = freeByVoucher || freeShippingQualifies(input, remaining)
  let shipping: number | null = null
  if (input.carrier && input.carrier.price !== null) {
    const free = freeByVoucher || (input.carrier.free_shipping_applies && freeShipping)
    shipping = free ? 0 : roundCents(input.carrier.price)
  }
  const points = roundCents(Math.min(input.points * POINT_VALUE, remaining))
  const gross = roundCents(remaining + (shipping ?? 0) - points)
  const export_ = input.destination !== null && !input.destination.is_eu
  const vatExempt = export_ ? roundCents(gross - gross / (1 + VAT_RATE)) : 0
  const total = roundCents(gross - vatExempt)
  const tax = export_ ? 0 : roundCents(total - total / (1 + VAT_RATE))
  return {
    totals: { products, products_regular: productsRegular, discounts, shipping, points, vat_exempt: vatExempt, tax, total, duties_excluded: export_ },
    vouchers,
    freeShipping,
  }
}
