// Which page a one-segment route is, by the shapes of contract/pageUrls.ts: product, category, content (in this order).
import { CATEGORY_PATTERN, CONTENT_PATTERN, PRODUCT_PATTERN } from '@contract/pageUrls'

export type SlugKind = { kind: 'product'; id: string } | { kind: 'category'; id: string } | { kind: 'content'; slug: string } | { kind: 'none' }

export function resolveSlug(slug: string): SlugKind {
  const product = PRODUCT_PATTERN.exec(slug)
  if (product?.[1]) return { kind: 'product', id: product[1] }
  if (CATEGORY_PATTERN.test(slug)) return { kind: 'category', id: slug }
  if (CONTENT_PATTERN.test(slug)) return { kind: 'content', slug }
  return { kind: 'none' }
}
