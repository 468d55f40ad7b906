// Cache tags: what a public page is made of, sent as `Surrogate-Key` so that an HTTP cache in front (Varnish with
// xkey, deploy/varnish/; Fastly; any CDN that purges by key) can drop exactly the pages a change alters. A page's tags
// are every product, category, brand and content page that appears in the API answers it was rendered from (a
// category page: the category, its tree, each product on it), plus `shop` on every page. A change names the tags it
// alters (services/catalogChanges.ts) and http/cdnPurger.ts sends them to the purger(s).

/** On every page: purging it empties the cache of the whole shop (theme, maintenance, a re-seeded catalogue). */
export const SHOP_TAG = 'shop'

/** The response header carrying a page's tags (Varnish's VCL copies it into xkey; Fastly reads it as is). */
export const TAGS_HEADER = 'Surrogate-Key'

// The contract's id fields and the tag each one makes (`product-12`).
const ENTITY_KEYS: Record<string, string> = { id_product: 'product', id_category: 'category', id_manufacturer: 'brand', id_cms: 'content' }

export const productTag = (idProduct: number): string => `product-${idProduct}`

/** Adds the tags of every entity an API answer (its JSON) mentions, at any depth, to `into`. */
export function collectTags(json: unknown, into: Set<string>): void {
  if (Array.isArray(json)) {
    for (const item of json) collectTags(item, into)
    return
  }
  if (json === null || typeof json !== 'object') return
  for (const [key, value] of Object.entries(json)) {
    const entity = ENTITY_KEYS[key]
    // 0 and null are "none" in the contract (a product without a brand, the root's parent).
    if (entity && (typeof value === 'number' || typeof value === 'string') && Number(value) > 0) into.add(`${entity}-${Number(value)}`)
    else if (typeof value === 'object') collectTags(value, into)
  }
}

/** The header value: `shop` first, then the rest in a stable order (a cached page's header does not churn). */
export function tagsHeader(tags: Iterable<string>): string {
  const rest = [...new Set(tags)].filter((tag) => tag !== SHOP_TAG).sort()
  return [SHOP_TAG, ...rest].join(' ')
}
