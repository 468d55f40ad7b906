// The browser's first use of Intl loads and prepares its locale data: ≈ 25–40 ms on a phone, however small the
// call. Done on purpose in a task of its own at start-up, it is not added to the first render's (react-intl's
// provider asks Intl which locales it supports, and every price is formatted with Intl.NumberFormat).
import type { Locale } from '@/shared/config'

export function warmUpIntl(locale: Locale): void {
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1)
  } catch {
    // Only a warm-up: a browser without Intl fails the same way later, where the app reports it.
  }
}
