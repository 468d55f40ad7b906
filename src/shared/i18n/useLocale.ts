// The page's language, from its one source: the URL's first segment (`/de/...`). react-intl renders in it (the
// router wraps its pages in LanguageOfUrl) and the locale slice only mirrors it for what outlives the page (the
// persisted language, the next first visit), so a jump in Redux DevTools never shows a page in two languages.
import { useLocation } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { isLocale } from './detectLocale'

/** The language of a path: its first segment when that is one of the shop's languages, else the default. */
export function localeOfPath(pathname: string): Locale {
  const segment = pathname.split('/')[1]
  const { locales, defaultLocale } = getConfig()
  return isLocale(segment, locales) ? segment : defaultLocale
}

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname)
}
