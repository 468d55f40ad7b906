// Search-engine hints for the current page: <html lang>, one alternate link per language and x-default (the
// unprefixed path, which redirects each visitor to their language), the canonical URL, and its Open Graph twins.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { usePageOrigin } from '@/shared/ssr'
import { splitLocale } from '../routing/localePaths'

/** Open Graph wants language_TERRITORY: the shop's main market for each language. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', de: 'de_DE', it: 'it_IT', es: 'es_ES', fr: 'fr_FR' }

export function SeoLinks({ lang }: { lang: Locale }) {
  const { pathname } = useLocation()
  const { rest } = splitLocale(pathname)
  const origin = usePageOrigin()
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  return (
    <>
      {getConfig().locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${origin}/${l}${rest}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${rest || '/'}`} />
      <link rel="canonical" href={`${origin}/${lang}${rest}`} />
      <meta property="og:url" content={`${origin}/${lang}${rest}`} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
    </>
  )
}
