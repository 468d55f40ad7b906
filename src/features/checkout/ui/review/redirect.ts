// Where createOrder's `payment.redirect_url` leads: the shop's own checkout pages (the validate page for cards)
// stay in the app, replacing the review in history so Back does not resubmit; anything else (a gateway's hosted
// page) is a full page load.
import type { Locale } from '@/shared/config'

export type RedirectTarget = { inApp: string } | { external: string }

export function redirectTarget(url: string, lang: Locale, origin: string = window.location.origin): RedirectTarget {
  const target = new URL(url, origin)
  if (target.origin === origin && target.pathname.startsWith(`/${lang}/checkout/`)) return { inApp: `${target.pathname}${target.search}${target.hash}` }
  return { external: target.href }
}
