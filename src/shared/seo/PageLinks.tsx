// A page's links for search engines and link previews: one alternate per language that has this page (its URL in
// that language — slugs differ per language, so catalogue and content pages give theirs from their data), x-default
// (the default language's version, as the sitemap says), the canonical URL with its Open Graph twin, and the
// Open Graph locales. Search-engine rules of the shop (README "Search engines"): listings are canonical to their
// unfiltered, unsorted page; search results are `noindex, follow` and name no canonical.
import { getConfig, type Locale } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { usePageOrigin } from '@/shared/ssr'

/** Open Graph wants language_TERRITORY: the shop's main market for each language. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', de: 'de_DE', it: 'it_IT', es: 'es_ES', fr: 'fr_FR' }

/** Each language's path (and query) of the page; a language without the page is left out. */
export type Alternates = Partial<Record<Locale, string>>

export interface PageLinksProps {
  alternates: Alternates
  /** The page's one true path; default: its alternate in the page's language. */
  canonical?: string
  /** Kept out of search results (links on it are still followed). */
  noindex?: boolean
}

export function PageLinks({ alternates, canonical, noindex = false }: PageLinksProps) {
  const lang = useLocale()
  const origin = usePageOrigin()
  if (noindex) return <meta name="robots" content="noindex, follow" />
  const { locales, defaultLocale } = getConfig()
  const own = canonical ?? alternates[lang]
  const fallback = alternates[defaultLocale]
  return (
    <>
      {locales.map((l) => (alternates[l] ? <link key={l} rel="alternate" hrefLang={l} href={`${origin}${alternates[l]}`} /> : null))}
      {fallback ? <link rel="alternate" hrefLang="x-default" href={`${origin}${fallback}`} /> : null}
      {own ? <link rel="canonical" href={`${origin}${own}`} /> : null}
      {own ? <meta property="og:url" content={`${origin}${own}`} /> : null}
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {locales.map((l) => (l !== lang && alternates[l] ? <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} /> : null))}
    </>
  )
}

/** The alternates of a page whose path is built from a per-language slug (languages without a slug have none). */
export function alternatesFromSlugs(slugs: Record<string, string>, path: (lang: Locale, slug: string) => string, query = ''): Alternates {
  return Object.fromEntries(getConfig().locales.flatMap((l) => (slugs[l] ? [[l, `${path(l, slugs[l])}${query}`]] : [])))
}

/** The alternates of a page with the same path in every language (home, search, bag…, a brand). */
export function alternatesOfPath(rest: string, query = ''): Alternates {
  return Object.fromEntries(getConfig().locales.map((l) => [l, `/${l}${rest}${query}`]))
}
