// Spec §2's patterns for the one-segment routes, tried in this order: product, category, content. Case-sensitive.
export const PRODUCT_PATTERN = /^([A-Za-z0-9-]+)\.html$/
export const CATEGORY_PATTERN = /^([0-9-]+)-([A-Za-z0-9-]+)$/
/** Brand ids have the category's shape: digits and hyphens, a dash, then letters, digits and hyphens. */
export const BRAND_PATTERN = CATEGORY_PATTERN
const CONTENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

export type SlugKind = { kind: 'product'; id: string } | { kind: 'category'; id: string } | { kind: 'content'; slug: string } | { kind: 'none' }

export function resolveSlug(slug: string): SlugKind {
  const product = PRODUCT_PATTERN.exec(slug)
  if (product?.[1]) return { kind: 'product', id: product[1] }
  if (CATEGORY_PATTERN.test(slug)) return { kind: 'category', id: slug }
  if (CONTENT_PATTERN.test(slug)) return { kind: 'content', slug }
  return { kind: 'none' }
}
