// The storefront's URL shapes (docs/spec.md §2: product `{id}-{slug}.html`, category `{id}-{slug}`, brand
// `brands/{id}-{slug}`, content `{slug}`), one implementation for both sides: the API's psdata, menus, sitemap and
// redirects; the app's routes, links, canonical and alternate addresses; the server's page kinds. Paths, without
// origin. The id in a product's or category's address is what counts; the slug is for people and search engines.

/** Ids are PostgreSQL integers: a longer number in an address names nothing. */
const MAX_ID = 2_147_483_647

// The last segment of each page's path (after /{lang}/ or /{lang}/brands/).
export const productPath = (id: number | string, slug: string) => `${id}-${slug}.html`
export const categoryPath = (id: number | string, slug: string) => `${id}-${slug}`
export const brandPath = categoryPath

export const productUrl = (lang: string, id: number | string, slug: string) => `/${lang}/${productPath(id, slug)}`
export const categoryUrl = (lang: string, id: number | string, slug: string) => `/${lang}/${categoryPath(id, slug)}`
export const brandUrl = (lang: string, id: number | string, slug: string) => `/${lang}/brands/${brandPath(id, slug)}`
export const brandsUrl = (lang: string) => `/${lang}/brands`
export const contentUrl = (lang: string, slug: string) => `/${lang}/${slug}`
/** Where a payment provider sends the shopper back (and a card payment's answer points): the app's validate page. */
export const checkoutValidateUrl = (lang: string, reference: string, token: string, status: string) =>
  `/${lang}/checkout/validate?order=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}&status=${status}`

// The patterns of the one-segment routes, tried in this order: product, category, content. Case-sensitive.
export const PRODUCT_PATTERN = /^([A-Za-z0-9-]+)\.html$/
export const CATEGORY_PATTERN = /^([0-9-]+)-([A-Za-z0-9-]+)$/
/** Brand ids have the category's shape: digits and hyphens, a dash, then letters, digits and hyphens. */
export const BRAND_PATTERN = CATEGORY_PATTERN
export const CONTENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

export interface ParsedPath {
  id: number
  /** '' when the address has none ("42.html"). */
  slug: string
}

function parsed(digits: string | undefined, slug: string | undefined): ParsedPath | null {
  const id = Number(digits ?? 0)
  return digits && digits.length <= 10 && id > 0 && id <= MAX_ID ? { id, slug: slug ?? '' } : null
}

/** "42-merino-sweater.html" → { id: 42, slug: 'merino-sweater' }; "42.html" → slug ''; "merino.html", "0-x.html" → null. */
export function parseProductPath(segment: string): ParsedPath | null {
  const match = /^(\d+)(?:-([A-Za-z0-9-]*))?\.html$/.exec(segment)
  return match ? parsed(match[1], match[2]) : null
}

/** "10-clothing" → { id: 10, slug: 'clothing' } (also a brand's segment after brands/); anything else → null. */
export function parseCategoryPath(segment: string): ParsedPath | null {
  const match = /^(\d+)-([A-Za-z0-9-]+)$/.exec(segment)
  return match ? parsed(match[1], match[2]) : null
}
