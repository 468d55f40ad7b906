// The request language (first supported tag of Accept-Language, else the default). The languages themselves are
// contract/locales.ts's; the server calls a locale a `Lang`.
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '@contract/locales'

export const LANGS = LOCALES
export type Lang = Locale
export const DEFAULT_LANG: Lang = DEFAULT_LOCALE
export { LANGUAGE_NAMES }
export const isLang = isLocale

interface Tag {
  language: string
  region: string | null
  q: number
}

/** Accept-Language tags, best first (by q, then order). */
export function parseAcceptLanguage(header: string | undefined): Tag[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const qParam = params.find((p) => p.trim().startsWith('q='))
      const q = qParam ? Number(qParam.trim().slice(2)) : 1
      const [language = '', region] = tag.trim().split('-')
      return { language: language.toLowerCase(), region: region ? region.toUpperCase() : null, q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((t) => t.language && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ language, region, q }) => ({ language, region, q }))
}

export function requestLang(header: string | undefined): Lang {
  const tag = parseAcceptLanguage(header).find((t) => isLang(t.language))
  return (tag?.language as Lang | undefined) ?? DEFAULT_LANG
}

/** The visitor's country from the first Accept-Language tag that names a region (e.g. de-CH → CH). */
export function regionFromAcceptLanguage(header: string | undefined): string | null {
  return parseAcceptLanguage(header).find((t) => t.region && /^[A-Z]{2}$/.test(t.region))?.region ?? null
}
