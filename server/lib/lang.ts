// The shop's languages and the request language (first supported tag of Accept-Language, else English).
export const LANGS = ['en', 'de', 'it', 'es', 'fr'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'en'

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
}

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value)

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
