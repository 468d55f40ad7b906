// Cart psdata as the reference API sends it, built from lines (src/test/contract holds it to the API's answers).
import { roundCents } from '@contract/money'
import { psPicture } from '@/shared/api/mocks/fixtures'
import type { PsCart, PsCartLine } from '@/shared/cart'

export function cartLineFixture(overrides: Partial<PsCartLine> = {}): PsCartLine {
  const price = overrides.price ?? 40
  const regular = overrides.regular_price ?? price
  const quantity = overrides.quantity ?? 1
  const name = overrides.name ?? 'Canvas tote'
  return {
    id_product: 1,
    id_product_attribute: 0,
    name: 'Canvas tote',
    link_rewrite: 'canvas-tote',
    url: '/en/1-canvas-tote.html',
    reference: 'CT-1',
    cart_quantity: quantity,
    price,
    regular_price: regular,
    has_discount: regular > price,
    // The catalogue's discount: the fixtures' lines say how much off, never why.
    discount:
      regular > price
        ? { type: 'amount', value: roundCents(regular - price), amount: roundCents(regular - price), percentage: Math.round((1 - price / regular) * 100) }
        : null,
    total: roundCents(price * quantity),
    regular_total: roundCents(regular * quantity),
    attributes: '',
    attributes_array: [],
    default_image: psPicture(String(overrides.id_product ?? 1), name, { ext: 'jpg', width: 250 }),
    quantity_available: 10,
    availability: 'available',
    preorder: null,
    id_manufacturer: 1,
    ...overrides,
    quantity,
  }
}

export interface FixtureVoucher {
  id_cart_rule: number
  code: string
  name: string
  voucher_type: string
  value: number
  amount: number
}

export function cartFixture(lines: PsCartLine[], vouchers: FixtureVoucher[] = [], brands = [{ id_manufacturer: 3, name: 'Nordkap', from: 100 }]): PsCart {
  const products = roundCents(lines.reduce((s, l) => s + l.price * l.quantity, 0))
  const discounts = roundCents(
    Math.min(
      products,
      vouchers.reduce((s, v) => s + v.amount, 0),
    ),
  )
  const total = roundCents(products - discounts)
  return {
    id_cart: lines.length ? 7 : null,
    products: lines.map((l) => ({
      ...l,
      cart_quantity: l.quantity,
      total: roundCents(l.price * l.quantity),
      regular_total: roundCents(l.regular_price * l.quantity),
    })),
    products_count: lines.reduce((s, l) => s + l.quantity, 0),
    totals: {
      products,
      products_regular: roundCents(lines.reduce((s, l) => s + l.regular_price * l.quantity, 0)),
      discounts,
      shipping: null,
      points: 0,
      vat_exempt: 0,
      tax: roundCents(total - total / 1.22),
      total,
      duties_excluded: false,
    },
    vouchers: { allowed: true, added: vouchers },
    free_shipping: {
      country: 'IT',
      from: 150,
      remaining: roundCents(Math.max(0, 150 - (products - discounts))),
      qualifies: false,
      brands: brands.map((b) => ({
        ...b,
        remaining: roundCents(Math.max(0, b.from - lines.filter((l) => l.id_manufacturer === b.id_manufacturer).reduce((s, l) => s + l.price * l.quantity, 0))),
      })),
    },
    instalments: { available: total >= 30 && total <= 2000, min: 30, max: 2000 },
    errors: [],
    problems: [],
  }
}
