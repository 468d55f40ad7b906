// Quick add on product cards: only products without variants (a list item's id_product_attribute is 0) that can
// be bought; the others need their page to choose a size or colour.
import { QuickAddButton } from '@/features/cart'
import type { ProductSummary } from '@/features/catalog'
import type { Locale } from '@/shared/config'

export function quickAddAction(lang: Locale) {
  const QuickAdd = (product: ProductSummary) =>
    product.defaultVariantId === null && product.availability !== 'unavailable' ? <QuickAddButton lang={lang} productId={Number(product.id)} name={product.name} /> : null
  return QuickAdd
}
