// The product page's address: the product id is the leading number of "{id}-{slug}.html"; the slug is only for
// people and search engines, so a wrong or old-language slug is replaced by the product's own (same query/hash).
import { parseProductPath, productPath } from '@contract/pageUrls'
import { asProductId, type ProductId } from '@/shared/ids'

/** "42-merino-sweater.html" → 42; "42.html" → 42; "merino.html" or "0-x.html" → null (the 404 page). */
export function productIdFromSlug(slugParam: string): ProductId | null {
  const parsed = parseProductPath(slugParam)
  return parsed ? asProductId(parsed.id) : null
}

/** `?variant=103` → 103; anything else → null. */
export function variantFromSearch(params: URLSearchParams): number | null {
  const raw = params.get('variant')
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}

/**
 * The path to replace the current one with when its slug is not the product's slug in the page language, e.g.
 * after the language switcher swapped only the prefix: /de/42-merino-crew-neck-sweater.html → /de/42-merino-rundhalspullover.html.
 * null when the path is already canonical or the product has no slug for that language.
 */
export function canonicalProductPath(lang: string, slugParam: string, product: { id: ProductId; slugs: Record<string, string> }): string | null {
  const slug = product.slugs[lang]
  if (!slug) return null
  const canonical = productPath(product.id, slug)
  return slugParam === canonical ? null : `/${lang}/${canonical}`
}
