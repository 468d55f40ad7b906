// First-visit language: the `locale` cookie, else the browser's preferred languages, else the default.
import { LOCALES, type Locale } from '@/shared/config'

export const LOCALE_COOKIE = 'locale'
const YEAR_SECONDS = 365 * 24 * 60 * 60

export function isLocale(value: unknown, locales: readonly Locale[] = LOCALES): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export interface DetectionInput {
  cookie: string
  languages: readonly string[]
  locales: readonly Locale[]
  fallback: Locale
}

export function detectLocale({ cookie, languages, locales, fallback }: DetectionInput): Locale {
  const fromCookie = readCookie(cookie, LOCALE_COOKIE)
  if (isLocale(fromCookie, locales)) return fromCookie
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isLocale(primary, locales)) return primary
  }
  return fallback
}

/** The cookie string that remembers the language for a year on the whole site. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:')
}
