// Search-engine hints for the current page: <html lang>, one alternate link per language and x-default (the
// unprefixed path, which redirects each visitor to their language).
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { splitLocale } from '../routing/localePaths'

export function SeoLinks({ lang }: { lang: Locale }) {
  const { pathname } = useLocation()
  const { rest } = splitLocale(pathname)
  const origin = window.location.origin
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
    </>
  )
}
