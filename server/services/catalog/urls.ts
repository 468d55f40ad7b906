// The storefront's URL shapes (one home for both sides: contract/pageUrls.ts) and where product manuals live.
import type { Lang } from '../../lib/lang'

export { brandUrl, brandsUrl, categoryUrl, contentUrl, productUrl } from '@contract/pageUrls'

/** A product family's manual in one language (generated at seed time under the image directory). */
export const manualFile = (reference: string, lang: Lang) => `${reference.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${lang}.pdf`
export const manualUrl = (reference: string, lang: Lang) => `/img/manuals/${manualFile(reference, lang)}`
