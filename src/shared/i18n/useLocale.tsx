// The page's language, from its one source: the URL's first segment (`/de/...`). react-intl renders in it (the
// router wraps its pages in LanguageOfUrl) and the locale slice only mirrors it for what outlives the page (the
// persisted language, the next first visit), so a jump in Redux DevTools never shows a page in two languages.
//
// Components read it from a context that LocaleOfUrl fills from the location, not from the location itself: the
// context changes only when the language does, so a memoised part (a product card, the breadcrumbs, the header's
// menus) is not drawn again for every other change of the URL (a listing's "show more", a variant in ?variant).
import { createContext, useContext, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { isLocale } from './detectLocale'

/** The language of a path: its first segment when that is one of the shop's languages, else the default. */
export function localeOfPath(pathname: string): Locale {
  const segment = pathname.split('/')[1]
  const { locales, defaultLocale } = getConfig()
  return isLocale(segment, locales) ? segment : defaultLocale
}

const PageLocale = createContext<Locale | null>(null)

/** Gives what it wraps the language of the URL (inside a router: the app's LanguageOfUrl, renderWithProviders). */
export function LocaleOfUrl({ children }: { children: ReactNode }) {
  return <PageLocale.Provider value={localeOfPath(useLocation().pathname)}>{children}</PageLocale.Provider>
}

export function useLocale(): Locale {
  const locale = useContext(PageLocale)
  // As useLocation does outside a router: a component drawn where no page is has no page language to guess.
  if (locale === null) throw new Error('useLocale() may be used only inside LocaleOfUrl (the router wraps its pages in it)')
  return locale
}
