// Where "Try again" leads: the page that failed (`?from=`), if it is one of this shop's own — never another site
// ("//x", "/\\x" and absolute URLs resolve elsewhere and are refused).
import type { Locale } from '@/shared/config'

export function failedPath(from: string | null, lang: Locale, origin: string): string {
  const url = new URL(from ?? `/${lang}`, origin)
  return url.origin === origin ? `${url.pathname}${url.search}` : `/${lang}`
}
