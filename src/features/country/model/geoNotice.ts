// When the geo notice speaks up, and what it offers: the visitor's detected country when the shop ships there and
// it differs from the shipping country — with their language too, when the shop speaks it and the page is in
// another one.
import type { Locale } from '@/shared/config'

/** The shop language of a country, where one language is clearly the country's (multilingual ones have none). */
const COUNTRY_LANGUAGE: Record<string, Locale> = {
  DE: 'de',
  AT: 'de',
  LI: 'de',
  IT: 'it',
  SM: 'it',
  VA: 'it',
  ES: 'es',
  AD: 'es',
  FR: 'fr',
  MC: 'fr',
  GB: 'en',
  IE: 'en',
  MT: 'en',
  US: 'en',
  CA: 'en',
  AU: 'en',
  NZ: 'en',
}

export interface GeoOffer {
  /** The detected country, to ship to. */
  country: string
  /** The visitor's language, to read the shop in (null when the page is in it, or the shop does not speak it). */
  language: Locale | null
}

interface Situation {
  detected: string | null
  current: string
  lang: Locale
  /** The countries the shop ships to. */
  shipsTo: ReadonlySet<string>
  locales: readonly Locale[]
  answeredFor: string | null
}

export function geoOffer({ detected, current, lang, shipsTo, locales, answeredFor }: Situation): GeoOffer | null {
  if (!detected || detected === current || answeredFor === detected || !shipsTo.has(detected)) return null
  const spoken = COUNTRY_LANGUAGE[detected]
  return { country: detected, language: spoken && spoken !== lang && locales.includes(spoken) ? spoken : null }
}
