// Each language named in itself, so that a shopper finds theirs whatever language the page is in.
import type { Locale } from '@/shared/config'

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', it: 'Italiano', es: 'Español', fr: 'Français' }
