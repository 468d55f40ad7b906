// Seeds where and how the shop ships: countries and states, carriers with their zone prices, collection points,
// and vouchers.
import type { Queryable } from '../client'
import { LANGS } from '../../lib/lang'
import { searchText } from '../../lib/text'
import { insertRows } from './insert'
import type { SeedData } from './seedData'

export async function seedShipping(db: Queryable, data: SeedData): Promise<void> {
  await insertRows(
    db,
    'countries',
    ['id_country', 'iso_code', 'is_eu', 'zone', 'zip_pattern', 'zip_example', 'needs_state', 'vat_prefix', 'call_prefix', 'position'],
    data.countries.map((c, i) => [i + 1, c.iso, c.eu, c.zone, c.zipPattern, c.zipExample, c.needsState, c.vatPrefix ?? null, c.callingCode, i]),
  )
  // Later inserts take ids from the sequence; move it past the seeded ones.
  await db.query(`select setval(pg_get_serial_sequence('countries', 'id_country'), $1)`, [data.countries.length])
  await insertRows(
    db,
    'country_lang',
    ['id_country', 'lang', 'name'],
    data.countries.flatMap((c, i) => LANGS.map((l) => [i + 1, l, c.name[l]])),
  )
  await insertRows(
    db,
    'states',
    ['id_country', 'iso_code', 'name'],
    data.countries.flatMap((c, i) => (c.states ?? []).map((s) => [i + 1, s.iso, s.name])),
  )

  await insertRows(
    db,
    'carriers',
    ['id_carrier', 'carrier_key', 'name', 'is_pickup', 'free_shipping_applies', 'position'],
    data.carriers.map((c, i) => [c.id, c.key, c.name, c.pickup, c.freeShippingApplies, i]),
  )
  await insertRows(
    db,
    'carrier_lang',
    ['id_carrier', 'lang', 'delay'],
    data.carriers.flatMap((c) => LANGS.map((l) => [c.id, l, c.delay[l]])),
  )
  await insertRows(
    db,
    'carrier_zone_prices',
    ['id_carrier', 'zone', 'price', 'min_days', 'max_days'],
    data.carriers.flatMap((c) => c.prices.map((p) => [c.id, p.zone, p.price, p.days[0], p.days[1]])),
  )

  await insertRows(
    db,
    'pudos',
    ['id_pudo', 'name', 'country_iso', 'city', 'postcode', 'address', 'latitude', 'longitude', 'opening_hours', 'search_text'],
    data.pudos.map((p) => [
      p.id,
      p.name,
      p.countryIso,
      p.city,
      p.postcode,
      p.address,
      p.lat,
      p.lon,
      JSON.stringify(p.openingHours),
      searchText(p.city, p.postcode),
    ]),
  )

  await insertRows(
    db,
    'vouchers',
    ['code', 'names', 'voucher_type', 'value', 'min_amount', 'valid_from', 'valid_to', 'active'],
    data.vouchers.map((v) => [v.code.toUpperCase(), JSON.stringify(v.name), v.type, v.value, v.minAmount, v.validFrom, v.validTo, v.active]),
  )
}
