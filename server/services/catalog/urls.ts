// The storefront's URL shapes (spec §2), used in psdata, menus and the sitemap.
import type { Lang } from '../../lib/lang'

export const productUrl = (lang: Lang, id: number, slug: string) => `/${lang}/${id}-${slug}.html`
export const categoryUrl = (lang: Lang, id: number, slug: string) => `/${lang}/${id}-${slug}`
export const brandUrl = (lang: Lang, id: number, slug: string) => `/${lang}/brands/${id}-${slug}`
export const brandsUrl = (lang: Lang) => `/${lang}/brands`
export const contentUrl = (lang: Lang, slug: string) => `/${lang}/${slug}`

/** A product family's manual in one language (generated at seed time under the image directory). */
export const manualFile = (reference: string, lang: Lang) => `${reference.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${lang}.pdf`
export const manualUrl = (reference: string, lang: Lang) => `/img/manuals/${manualFile(reference, lang)}`
