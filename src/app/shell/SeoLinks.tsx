// The shell's part of the search-engine hints: <html lang>, and for fixed pages (home, bag, brands…: the same path
// in every language) their alternates and canonical. Pages whose address depends on their data — products,
// categories, brands, content, search results, not-found — say `links: 'page'` in their route and render their own
// (src/shared/seo/PageLinks).
import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { alternatesOfPath, PageLinks } from '@/shared/seo/PageLinks'
import { splitLocale } from '../routing/localePaths'
import { pageStatesLinks } from '../routing/handle'

export function SeoLinks() {
  const lang = useLocale()
  const { pathname } = useLocation()
  const matches = useMatches()
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  if (pageStatesLinks(matches)) return null
  return <PageLinks alternates={alternatesOfPath(splitLocale(pathname).rest)} />
}
