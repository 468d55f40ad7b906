// Where a cart goes (the delivery address's country, or the collection point's) and what each carrier charges
// there.
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import type { CartRow } from '../cart/cart'
import type { BrandThreshold, CarrierPrice, Destination } from './totals'

export async function countryDestination(db: Queryable, iso: string): Promise<Destination | null> {
  const [row] = await db.query<Destination>('select iso_code as country_iso, zone, is_eu from countries where iso_code = $1', [iso])
  return row ?? null
}

export async function cartDestination(db: Queryable, cart: CartRow): Promise<Destination | null> {
  if (cart.id_pudo !== null) {
    const [pudo] = await db.query<{ country_iso: string }>('select country_iso from pudos where id_pudo = $1', [cart.id_pudo])
    if (pudo) return countryDestination(db, pudo.country_iso)
  }
  if (cart.id_address_delivery === null) return null
  const [row] = await db.query<Destination>(
    `select c.iso_code as country_iso, c.zone, c.is_eu from addresses a join countries c on c.id_country = a.id_country
      where a.id_address = $1`,
    [cart.id_address_delivery],
  )
  return row ?? null
}

export interface CarrierOption extends CarrierPrice {
  name: string
  delay: string
  is_pickup: boolean
  carrier_key: string
  /** Working days in transit to the zone (null when the carrier does not serve it). */
  min_days: number | null
  max_days: number | null
}

/** All carriers, each with its price for the zone (null when it does not serve it). */
export async function carrierOptions(db: Queryable, lang: Lang, zone: string | null): Promise<CarrierOption[]> {
  return db.query<CarrierOption>(
    `select c.id_carrier, c.carrier_key, c.name, c.is_pickup, c.free_shipping_applies, cl.delay, zp.price, zp.min_days, zp.max_days
       from carriers c
       join carrier_lang cl on cl.id_carrier = c.id_carrier and cl.lang = $1
       left join carrier_zone_prices zp on zp.id_carrier = c.id_carrier and zp.zone = $2
      order by c.position, c.id_carrier`,
    [lang, zone],
  )
}

export async function brandThresholds(db: Queryable): Promise<BrandThreshold[]> {
  return db.query<BrandThreshold>('select id_manufacturer, name, free_shipping_from as "from" from brands where free_shipping_from is not null')
}
