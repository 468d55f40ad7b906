// The catalogue's products as analytics items: the product page's with its chosen variant (its reference, price
// and options) and its breadcrumb's categories; a card's as listed.
import { productFacts, type ItemFacts } from '@/shared/analytics'
import type { Product, ProductSummary } from './types'

export function productPageFacts(product: Product, selectedVariantId: number | null): ItemFacts {
  const variant = product.variants.find((v) => v.id === selectedVariantId) ?? null
  return productFacts(product, { variant, groups: product.attributes, breadcrumb: product.breadcrumb })
}

export const cardFacts = (product: ProductSummary): ItemFacts => productFacts(product)
