import { assetUrl } from '@/shared/config'
import { asProductId } from '@/shared/ids'
import { lineKey, MAX_LINE_QUANTITY, type Cart, type CartLine } from './types'
import type { PsCart, PsCartLine } from './dto'

export function mapLine(l: PsCartLine): CartLine {
  const productId = asProductId(l.id_product)
  const attributeId = l.id_product_attribute ?? 0
  const preorder = l.preorder !== null && l.preorder !== undefined
  return {
    key: lineKey({ productId, attributeId }),
    productId,
    attributeId,
    sku: l.reference ?? '',
    name: l.name,
    url: l.url,
    attributes: l.attributes ?? '',
    quantity: l.quantity,
    price: l.price,
    regularPrice: l.regular_price,
    discounted: l.has_discount,
    total: l.total,
    regularTotal: l.regular_total,
    image: l.default_image
      ? { url: assetUrl(l.default_image.url), width: l.default_image.width, height: l.default_image.height, alt: l.default_image.legend ?? l.name }
      : null,
    // A line may already hold more than the stock (someone bought the rest): it can still go down.
    maxQuantity: preorder ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, Math.max(l.quantity_available, 0)),
    preorder,
    brandId: l.id_manufacturer,
  }
}

export function mapCart(p: PsCart): Cart {
  const t = p.totals
  return {
    lines: p.products.map(mapLine),
    count: p.products_count,
    totals: {
      products: t.products,
      productsRegular: t.products_regular,
      discounts: t.discounts,
      shipping: t.shipping,
      points: t.points,
      vatExempt: t.vat_exempt,
      tax: t.tax,
      total: t.total,
      dutiesExcluded: t.duties_excluded,
    },
    vouchers: p.vouchers.added.map((v) => ({ id: v.id_cart_rule, code: v.code, name: v.name, amount: v.amount })),
    freeShipping: {
      country: p.free_shipping.country,
      from: p.free_shipping.from,
      remaining: p.free_shipping.remaining,
      qualifies: p.free_shipping.qualifies,
      brands: p.free_shipping.brands.map((b) => ({ id: b.id_manufacturer, name: b.name, from: b.from, remaining: b.remaining })),
    },
    instalments: p.instalments,
    problems: p.problems ?? (p.errors ?? []).map((message) => ({ message })),
  }
}
