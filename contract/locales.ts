// The shop's languages: the one list both sides read — the storefront's routes (/en, /de…) and its messages, the
// API's request language, the mails, the sitemap and hreflang. Adding a language starts here (docs/architecture.md
// §16), then its data files: translations/<lang>.json, the server's messages and mails, the catalogue's texts.
export const LOCALES = ['en', 'de', 'it', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

/** What a request or URL without a language of ours gets. */
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language named in itself, so that a shopper finds theirs whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', it: 'Italiano', es: 'Español', fr: 'Français' }

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
