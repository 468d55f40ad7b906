// What delivery to the door costs and takes, per shipping zone, without a cart: each carrier that brings the parcel
// to the address (collection points are left out: search engines count only delivery to the shopper's address as
// shipping), its price, whether the shop's free shipping counts for it, and its working days in transit. The
// product pages' structured data says from it what one product costs to ship to each country (bootstrap).
import type { Shop } from '../../shop'

export interface ZoneDelivery {
  /** ISO 3166-1 alpha-2 codes of the countries in the zone, alphabetical. */
  countries: string[]
  /** Cheapest first. */
  carriers: { name: string; price: number; free_shipping_applies: boolean; delivery_days: { min: number; max: number } | null }[]
}

interface Row {
  zone: string
  countries: string[]
  name: string
  price: number
  free_shipping_applies: boolean
  min_days: number | null
  max_days: number | null
}

export function homeDelivery(shop: Shop): Promise<ZoneDelivery[]> {
  return shop.structureCache.getOrLoad('homeDelivery', async () => {
    const rows = await shop.db.query<Row>(
      `select z.zone, z.countries, c.name, zp.price::float8 as price, c.free_shipping_applies, zp.min_days, zp.max_days
         from (select zone, array_agg(iso_code order by iso_code) as countries, min(position) as position from countries group by zone) z
         join carrier_zone_prices zp on zp.zone = z.zone
         join carriers c on c.id_carrier = zp.id_carrier and not c.is_pickup
        order by z.position, zp.price, c.position`,
    )
    const zones = new Map<string, ZoneDelivery>()
    for (const r of rows) {
      const zone = zones.get(r.zone) ?? { countries: r.countries, carriers: [] }
      zone.carriers.push({
        name: r.name,
        price: r.price,
        free_shipping_applies: r.free_shipping_applies,
        delivery_days: r.min_days !== null && r.max_days !== null ? { min: r.min_days, max: r.max_days } : null,
      })
      zones.set(r.zone, zone)
    }
    return [...zones.values()]
  })
}
