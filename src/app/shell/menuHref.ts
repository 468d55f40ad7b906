import type { MenuItem } from '@/features/shop'
import type { Locale } from '@/shared/config'

export function menuHref(lang: Locale, item: MenuItem): string {
  return item.path ? `/${lang}/${item.path}` : `/${lang}`
}
