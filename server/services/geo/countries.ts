// Countries the shop ships to, with their address rules (postcode pattern, states) and shipping zone; grouped by
// zone for the country picker.
import type { Lang } from '../../lib/lang'
import { t, type MessageKey } from '../../lib/messages'
import type { Shop } from '../../shop'

export interface Country {
  id_country: number
  iso_code: string
  name: string
  is_eu: boolean
  zone: string
  needs_zip: boolean
  zip_pattern: string | null
  zip_example: string | null
  needs_state: boolean
  states: { iso_code: string; name: string }[]
  call_prefix: string
  vat_prefix: string | null
}

export function countryList(shop: Shop, lang: Lang): Promise<Country[]> {
  return shop.structureCache.getOrLoad(`countries:${lang}`, () =>
    shop.db.query<Country>(
      `select c.id_country, c.iso_code, cl.name, c.is_eu, c.zone, c.zip_pattern is not null as needs_zip, c.zip_pattern,
              c.zip_example, c.needs_state, c.call_prefix, c.vat_prefix,
              coalesce((select json_agg(json_build_object('iso_code', s.iso_code, 'name', s.name) order by s.name)
                          from states s where s.id_country = c.id_country), '[]') as states
         from countries c join country_lang cl on cl.id_country = c.id_country and cl.lang = $1
        order by cl.name`,
      [lang],
    ),
  )
}

const ZONE_ORDER = ['IT', 'EU', 'EUROPE_NON_EU', 'WORLD']

export function countryGroups(countries: Country[], lang: Lang) {
  return ZONE_ORDER.filter((zone) => countries.some((c) => c.zone === zone)).map((zone) => ({
    id: zone,
    name: t(lang, `zone.${zone}` as MessageKey),
    countries: countries.filter((c) => c.zone === zone).map((c) => c.iso_code),
  }))
}

export async function findCountry(shop: Shop, lang: Lang, ref: { id_country?: number; iso_code?: string }): Promise<Country | null> {
  const list = await countryList(shop, lang)
  return list.find((c) => (ref.id_country !== undefined ? c.id_country === ref.id_country : c.iso_code === ref.iso_code?.toUpperCase())) ?? null
}
