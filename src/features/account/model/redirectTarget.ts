// Where the login page sends the shopper afterwards: back to the page that sent them (the auth guard passes it as
// ?redirect=), in the current language, and only ever to a page of this shop — never to another site (an open
// redirect) nor back to a sign-in page.
import { LOCALES, type Locale } from '@/shared/config'

const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password)(\/|$)/

export function accountHome(lang: Locale): string {
  return `/${lang}/my-account`
}

export function redirectTarget(raw: string | null | undefined, lang: Locale): string {
  const fallback = accountHome(lang)
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback
  let url: URL
  try {
    url = new URL(raw, 'http://shop.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://shop.invalid') return fallback
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(url.pathname)
  const first = match?.[1]
  if (!first || !(LOCALES as readonly string[]).includes(first)) return fallback
  const rest = match?.[2] ?? ''
  if (AUTH_PAGES.test(rest)) return fallback
  return `/${lang}${rest}${url.search}${url.hash}`
}

/** The ?redirect= of a link to a sign-in page, so that signing in returns to `path`. */
export function withRedirect(page: string, path: string | null | undefined): string {
  return path ? `${page}?redirect=${encodeURIComponent(path)}` : page
}
