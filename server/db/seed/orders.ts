// Demo orders, with payments (and loyalty points for the customer), for the first demo customer and for a guest
// who checked out without an account: each has one delivered long ago (outside the return and withdrawal periods),
// one of two products delivered a few days ago (returnable, withdrawable; its products can be reviewed) and one paid
// but not shipped yet (cancellable, its stock reserved). The guest's orders have fixed references, so that a shopper
// (and an end-to-end test) can find them through the withdrawal function with DEMO_GUEST's e-mail.
import type { Queryable } from '../client'
import { roundCents } from '@contract/money'
import { discountedPrice, toDiscount } from '../../services/catalog/pricing'
import { computeTotals } from '../../services/checkout/totals'
import { newOrderReference } from '../../services/orders/reference'
import { presentAddress, type AddressRow } from '../../services/account/addresses'
import type { Country } from '../../services/geo/countries'
import type { SeedData } from './seedData'

interface PickedProduct {
  id_product: number
  id_product_attribute: number | null
  name: string
  reference: string
  price: number
  price_impact: number | null
  discount_type: string | null
  discount_value: number | null
  id_manufacturer: number | null
  image_key: string | null
}

interface OrderSpec {
  daysAgo: number
  /** Indexes into the picked products. */
  products: number[]
  /** Delivered three days after it was placed, or paid and waiting to be shipped. */
  status: 'delivered' | 'payment_accepted'
}

// Newest first is how the account lists them: the unshipped order, the recent delivery, the old one.
const ORDERS: OrderSpec[] = [
  { daysAgo: 40, products: [0, 1], status: 'delivered' },
  { daysAgo: 5, products: [1, 2], status: 'delivered' },
  { daysAgo: 1, products: [0], status: 'payment_accepted' },
]

/** The guest of the demo orders (German, so the acknowledgement comes in German) and their orders' references, in ORDERS' order. */
export const DEMO_GUEST = {
  email: 'greta.gast@example.com',
  firstname: 'Greta',
  lastname: 'Gast',
  lang: 'de' as const,
  references: { outOfPeriod: 'WDRGUESTB', withinPeriod: 'WDRGUESTA', notShipped: 'WDRGUESTC' },
  address: { address1: 'Torstraße', house_number: '109', postcode: '10119', city: 'Berlin', country_iso: 'DE', phone: '+49 30 2345 6789' },
}
const GUEST_REFERENCES = [DEMO_GUEST.references.outOfPeriod, DEMO_GUEST.references.withinPeriod, DEMO_GUEST.references.notShipped]

export async function seedDemoOrders(db: Queryable, data: SeedData, customers: Map<string, number>): Promise<void> {
  const first = data.customers[0]
  if (!first) return
  const idCustomer = customers.get(first.email.toLowerCase())!
  await seedOrdersOf(db, { idCustomer, lang: first.lang, email: first.email.toLowerCase(), guest: false })
  const [country] = await db.query<{ id_country: number }>('select id_country from countries where iso_code = $1', [DEMO_GUEST.address.country_iso])
  if (!country) return
  const [guest] = await db.query<{ id_customer: number }>(
    `insert into customers (email, passwd, is_guest, firstname, lastname, lang) values ($1, null, true, $2, $3, $4) returning id_customer`,
    [DEMO_GUEST.email, DEMO_GUEST.firstname, DEMO_GUEST.lastname, DEMO_GUEST.lang],
  )
  const a = DEMO_GUEST.address
  await db.query(
    `insert into addresses (id_customer, alias, firstname, lastname, address1, house_number, postcode, city, id_country, phone, address_type, is_default)
     values ($1, 'Checkout', $2, $3, $4, $5, $6, $7, $8, $9, 'shipping', true)`,
    [guest!.id_customer, DEMO_GUEST.firstname, DEMO_GUEST.lastname, a.address1, a.house_number, a.postcode, a.city, country.id_country, a.phone],
  )
  await seedOrdersOf(db, { idCustomer: guest!.id_customer, lang: DEMO_GUEST.lang, email: DEMO_GUEST.email, guest: true, references: GUEST_REFERENCES })
}

interface Buyer {
  idCustomer: number
  lang: string
  email: string
  guest: boolean
  /** Fixed references for ORDERS (random ones otherwise). */
  references?: string[]
}

async function seedOrdersOf(db: Queryable, buyer: Buyer): Promise<void> {
  const { idCustomer, lang } = buyer
  // Products of three categories (the first in stock of each): an order of two is two different things, not one
  // tee in two colours.
  const picks = await db.query<PickedProduct>(
    `select * from (
       select distinct on (p.id_category_default) p.id_product, dc.id_product_attribute, pl.name, coalesce(dc.reference, p.reference) as reference,
              p.price, dc.price_impact, p.discount_type, p.discount_value, p.id_manufacturer,
              (select image_key from product_images where id_product = p.id_product order by position limit 1) as image_key
         from products p join product_lang pl on pl.id_product = p.id_product and pl.lang = $1
         left join combinations dc on dc.id_product = p.id_product and dc.default_on
        where p.quantity > 0 order by p.id_category_default, p.id_product) picked
      order by id_product limit 3`,
    [lang],
  )
  const [row] = await db.query<AddressRow>('select * from addresses where id_customer = $1 order by is_default desc, id_address limit 1', [idCustomer])
  const countries = await db.query<Country>(
    `select c.id_country, c.iso_code, cl.name,
            coalesce((select json_agg(json_build_object('iso_code', s.iso_code, 'name', s.name)) from states s where s.id_country = c.id_country), '[]') as states
       from countries c
       join country_lang cl on cl.id_country = c.id_country and cl.lang = $1`,
    [lang],
  )
  // The same snapshot createOrder stores.
  const address = row ? presentAddress(row, countries) : null
  const [carrier] = await db.query<{ id_carrier: number; name: string; price: number | null; free_shipping_applies: boolean; zone: string; is_eu: boolean }>(
    `select c.id_carrier, c.name, zp.price, c.free_shipping_applies, co.zone, co.is_eu from carriers c
       join countries co on co.iso_code = $1
       join carrier_zone_prices zp on zp.id_carrier = c.id_carrier and zp.zone = co.zone
      where not c.is_pickup order by c.position limit 1`,
    [address?.country_iso || 'IT'],
  )
  if (!address || !carrier) return

  for (const [index, spec] of ORDERS.entries()) {
    const items = spec.products.map((i) => picks[i]).filter((p): p is PickedProduct => !!p)
    if (!items.length) continue
    const lines = items.map((p) => {
      const regular = Number(p.price) + Number(p.price_impact ?? 0)
      return { p, regular, unit: discountedPrice(regular, toDiscount(p.discount_type, p.discount_value)) }
    })
    const { totals } = computeTotals({
      lines: lines.map((l) => ({ id_manufacturer: l.p.id_manufacturer, quantity: 1, unit_price: l.unit, regular_unit_price: l.regular })),
      vouchers: [],
      destination: { country_iso: String(address.country_iso), zone: carrier.zone, is_eu: carrier.is_eu },
      carrier,
      brandThresholds: [],
      points: 0,
    })
    const placed = `now() - interval '${spec.daysAgo} days'`
    const [cart] = await db.query<{ id_cart: number }>(
      `insert into carts (id_customer, status, date_add, date_upd) values ($1, 'ordered', ${placed}, ${placed}) returning id_cart`,
      [idCustomer],
    )
    const [order] = await db.query<{ id_order: number }>(
      `insert into orders (reference, id_customer, id_cart, lang, status, gateway, total_products, total_discounts, total_shipping,
              total_tax, total_paid, duties_excluded, id_carrier, carrier_name, address_delivery, address_invoice, email,
              points_earned, date_add, date_upd)
       values ($1, $2, $3, $4, $15, 'CREDITCARD', $5, 0, $6, $7, $8, $9, $10, $11, $12::jsonb, $12::jsonb, $13, $14,
               ${placed}, ${placed})
       returning id_order`,
      [
        buyer.references?.[index] ?? newOrderReference(),
        idCustomer,
        cart!.id_cart,
        lang,
        totals.products,
        totals.shipping ?? 0,
        totals.tax,
        totals.total,
        totals.duties_excluded,
        carrier.id_carrier,
        carrier.name,
        JSON.stringify(address),
        buyer.email,
        buyer.guest ? 0 : Math.floor(totals.products),
        spec.status,
      ],
    )
    // An order not shipped yet still holds its stock (the catalogue's quantities are what is left after it).
    const reserved = spec.status === 'delivered' ? 0 : 1
    for (const l of lines) {
      await db.query(
        `insert into order_details (id_order, id_product, id_product_attribute, product_name, product_reference, quantity, unit_price,
                regular_unit_price, total, image_key, reserved_quantity) values ($1, $2, $3, $4, $5, 1, $6, $7, $6, $8, $9)`,
        [order!.id_order, l.p.id_product, l.p.id_product_attribute ?? 0, l.p.name, l.p.reference, l.unit, roundCents(l.regular), l.p.image_key, reserved],
      )
    }
    const steps: [string, string][] =
      spec.status === 'delivered'
        ? [
            ['awaiting_payment', '0 days'],
            ['payment_accepted', '1 day'],
            ['shipped', '2 days'],
            ['delivered', '3 days'],
          ]
        : [
            ['awaiting_payment', '0 minutes'],
            ['payment_accepted', '1 minute'],
          ]
    for (const [status, after] of steps) {
      await db.query(`insert into order_history (id_order, status, date_add) values ($1, $2, ${placed} + interval '${after}')`, [order!.id_order, status])
    }
    if (spec.status === 'delivered') {
      await db.query(`update orders set delivered_at = ${placed} + interval '3 days', date_upd = ${placed} + interval '3 days' where id_order = $1`, [
        order!.id_order,
      ])
    }
    await db.query(
      `insert into payments (id_order, gateway, token_hash, status, amount, card_brand, card_last4, date_add)
       values ($1, 'CREDITCARD', md5(random()::text), 'approved', $2, 'visa', '4242', ${placed})`,
      [order!.id_order, totals.total],
    )
    if (buyer.guest) continue
    await db.query(`insert into loyalty_ledger (id_customer, points, reason, id_order, date_add) values ($1, $2, 'order', $3, ${placed})`, [
      idCustomer,
      Math.floor(totals.products),
      order!.id_order,
    ])
  }
}
