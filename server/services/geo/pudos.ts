// Collection points near a postcode or city: the matching points give the search centre (there is no geocoder
// here), then every point of that country comes back sorted by distance from it.
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { searchTerms } from '../../lib/text'

interface PudoRow {
  id_pudo: number
  name: string
  country_iso: string
  city: string
  postcode: string
  address: string
  latitude: number
  longitude: number
  opening_hours: Record<string, string>
  search_text: string
}

function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 6371 * 2 * Math.asin(Math.sqrt(h))
}

export function presentPudo(p: PudoRow, lang: Lang, distance: number | null) {
  return {
    id_pudo: p.id_pudo,
    name: p.name,
    address: p.address,
    postcode: p.postcode,
    city: p.city,
    country_iso: p.country_iso,
    latitude: p.latitude,
    longitude: p.longitude,
    opening_hours: p.opening_hours[lang] ?? p.opening_hours.en ?? '',
    distance_km: distance === null ? null : Math.round(distance * 10) / 10,
  }
}

export async function findPudos(db: Queryable, lang: Lang, query: { country_iso?: string; postcode?: string; city?: string; limit?: number }) {
  const country = (query.country_iso ?? 'IT').toUpperCase()
  const rows = await db.query<PudoRow>('select * from pudos where country_iso = $1 order by id_pudo', [country])
  const postcode = query.postcode?.trim().toUpperCase()
  const terms = searchTerms(query.city ?? '')
  const matches = (p: PudoRow) => (postcode ? p.postcode === postcode : false) || (terms.length > 0 && terms.every((t) => p.search_text.includes(` ${t}`)))
  let anchors = rows.filter(matches)
  // No exact postcode: points sharing its first two digits are in the same area.
  if (!anchors.length && postcode) anchors = rows.filter((p) => p.postcode.slice(0, 2) === postcode.slice(0, 2))
  const centre = anchors.length
    ? { latitude: anchors.reduce((s, p) => s + p.latitude, 0) / anchors.length, longitude: anchors.reduce((s, p) => s + p.longitude, 0) / anchors.length }
    : null
  const list = rows
    .map((p) => ({ p, d: centre ? km(centre, p) : null }))
    .sort((a, b) => (a.d ?? 0) - (b.d ?? 0) || a.p.id_pudo - b.p.id_pudo)
    .slice(0, query.limit ?? 10)
  return { country_iso: country, located: centre !== null, pudos: list.map(({ p, d }) => presentPudo(p, lang, d)) }
}

export async function pudoById(db: Queryable, lang: Lang, idPudo: number) {
  const [row] = await db.query<PudoRow>('select * from pudos where id_pudo = $1', [idPudo])
  return row ? presentPudo(row, lang, null) : null
}
