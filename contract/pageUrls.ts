// The storefront's URL shapes (spec §2: product `{id}-{slug}.html`, category `{id}-{slug}`, brand
// `brands/{id}-{slug}`, content `{slug}`), one implementation for both sides: the API's psdata, menus, sitemap and
// redirects, and the app's canonical and alternate links. Paths, without origin.
export const productUrl = (lang: string, id: number | string, slug: string) => `/${lang}/${id}-${slug}.html`
export const categoryUrl = (lang: string, id: number | string, slug: string) => `/${lang}/${id}-${slug}`
export const brandUrl = (lang: string, id: number | string, slug: string) => `/${lang}/brands/${id}-${slug}`
export const brandsUrl = (lang: string) => `/${lang}/brands`
export const contentUrl = (lang: string, slug: string) => `/${lang}/${slug}`
