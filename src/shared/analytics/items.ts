// GA4 items from what the shop's features know about a product: a catalogue product or card, a bag line, an order
// line. The parameter types are the shapes those features' domain types already have (structural), so this one
// module builds every item without knowing any feature.
import { roundCents } from '@contract/money'
import type { AnalyticsItem } from './types'

interface Crumb {
  label: string
  path: string
}

const CATEGORY_KEYS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const

/** The categories of a breadcrumb (home and the product itself are not categories), outermost first, at most five. */
export function categoriesOf(breadcrumb: readonly Crumb[]): string[] {
  return breadcrumb.filter((crumb) => crumb.path !== '' && !crumb.path.endsWith('.html')).map((crumb) => crumb.label)
}

export interface ItemFacts {
  id: string
  name: string
  brand?: string | null
  categories?: readonly string[]
  variant?: string
  price: number
  regularPrice?: number
  quantity?: number
}

export interface ListPosition {
  index: number
  list?: { id: string; name: string }
}

export function item(facts: ItemFacts, position?: ListPosition): AnalyticsItem {
  const result: AnalyticsItem = { item_id: facts.id, item_name: facts.name, price: roundCents(facts.price), quantity: facts.quantity ?? 1 }
  if (facts.brand) result.item_brand = facts.brand
  ;(facts.categories ?? []).slice(0, CATEGORY_KEYS.length).forEach((category, i) => (result[CATEGORY_KEYS[i]!] = category))
  if (facts.variant) result.item_variant = facts.variant
  if (facts.regularPrice !== undefined && facts.regularPrice > facts.price) result.discount = roundCents(facts.regularPrice - facts.price)
  if (position) {
    result.index = position.index
    if (position.list) {
      result.item_list_id = position.list.id
      result.item_list_name = position.list.name
    }
  }
  return result
}

// The shapes of the features' domain types this module reads (catalog's Product and ProductSummary, the cart's
// CartLine, the orders' OrderLine).
interface PriceLike {
  value: number
  regularPrice: number
}

export interface ProductLike {
  sku: string
  name: string
  brand: { name: string } | null
  price: PriceLike
}

export interface VariantLike {
  sku: string
  attributes: readonly number[]
  price: PriceLike
}

export interface AttributeGroupLike {
  name: string
  options: readonly { id: number; name: string }[]
}

/** "Size: M, Colour: Red": the variant's options, named as the bag and the order name them. */
export function variantLabel(groups: readonly AttributeGroupLike[], variant: VariantLike): string {
  return groups
    .map((group) => {
      const option = group.options.find((o) => variant.attributes.includes(o.id))
      return option ? `${group.name}: ${option.name}` : null
    })
    .filter(Boolean)
    .join(', ')
}

/** A product of the catalogue (a card, or the product page with its chosen variant and breadcrumb). */
export function productFacts(
  product: ProductLike,
  options: { variant?: VariantLike | null; groups?: readonly AttributeGroupLike[]; breadcrumb?: readonly Crumb[]; quantity?: number } = {},
): ItemFacts {
  const { variant, groups = [], breadcrumb = [], quantity } = options
  const price = variant?.price ?? product.price
  return {
    id: variant?.sku || product.sku,
    name: product.name,
    brand: product.brand?.name,
    categories: categoriesOf(breadcrumb),
    variant: variant ? variantLabel(groups, variant) || undefined : undefined,
    price: price.value,
    regularPrice: price.regularPrice,
    quantity,
  }
}

export interface CartLineLike {
  sku: string
  name: string
  attributes: string
  price: number
  regularPrice: number
  quantity: number
}

/** A line of the bag; `quantity` is how many the event is about (one removed of three, say). */
export const lineFacts = (line: CartLineLike, quantity: number = line.quantity): ItemFacts => ({
  id: line.sku,
  name: line.name,
  variant: line.attributes || undefined,
  price: line.price,
  regularPrice: line.regularPrice,
  quantity,
})

export interface OrderLineLike {
  reference: string
  name: string
  attributes: string
  unitPrice: number
  regularUnitPrice: number
  quantity: number
}

export const orderLineFacts = (line: OrderLineLike): ItemFacts => ({
  id: line.reference,
  name: line.name,
  variant: line.attributes || undefined,
  price: line.unitPrice,
  regularPrice: line.regularUnitPrice,
  quantity: line.quantity,
})
