// Paths under a language prefix: splitting, swapping the language, and where a path without one should go.
import { LOCALES, type Locale } from '@/shared/config'
import { isLocale } from '@/shared/i18n/detectLocale'

/** "/de/cart" → { lang: 'de', rest: '/cart' }; "/cart" → { lang: undefined, rest: '/cart' }. */
export function splitLocale(pathname: string): { lang: Locale | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first, LOCALES)) return { lang: first, rest: match?.[2] ?? '' }
  return { lang: undefined, rest: pathname === '/' ? '' : pathname }
}

export function withLocale(lang: Locale, pathname: string): string {
  return `/${lang}${splitLocale(pathname).rest}`
}

/**
 * Where a path whose first segment is not a supported language goes: an unknown two-letter language code is
 * replaced by the detected language ("/xx/cart" → "/en/cart"); anything else gets the prefix ("/cart" → "/en/cart").
 */
export function localisedTarget(pathname: string, detected: Locale): string {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname)
  if (match) return `/${detected}${match[2] ?? ''}`
  return `/${detected}${pathname === '/' ? '' : pathname}`
}

export function stripTrailingSlash(pathname: string): string | undefined {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : undefined
}
