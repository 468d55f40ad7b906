// The checkout session of a cart as psdata: contact, addresses, carriers with their price for this cart,
// collection point, delivery message, vouchers, points, gateways, totals, and what is still missing before
// createOrder can succeed.
import type { Queryable } from '../../db/client'
import type { Session } from '../../http/session'
import { notFound } from '../../lib/apiError'
import type { Lang } from '../../lib/lang'
import { t } from '../../lib/messages'
import type { Shop } from '../../shop'
import { customerAddresses, presentAddress, type AddressRow } from '../account/addresses'
import { findCustomer } from '../account/customers'
import { currentCart } from '../cart/cart'
import { countryList } from '../geo/countries'
import { pudoById } from '../geo/pudos'
import { pointsBalance } from '../loyalty'
import { countryDestination } from './destination'
import { cartSummary, pricingContext, summaryFrom, type PricingContext } from './summary'
import { computeTotals, POINT_VALUE, type Destination } from './totals'
import { roundCents } from '@contract/money'
import { instalmentsAvailable } from '@contract/shopRules'

export function carrierChoices(ctx: PricingContext) {
  return ctx.carriers
    .filter((c) => c.price !== null)
    .map((c) => {
      const { totals } = computeTotals(ctx.input(c))
      const deliveryDays = c.min_days !== null && c.max_days !== null ? { min: c.min_days, max: c.max_days } : null
      return {
        id_carrier: c.id_carrier,
        name: c.name,
        delay: c.delay,
        delivery_days: deliveryDays,
        is_pickup: c.is_pickup,
        price: totals.shipping ?? 0,
        is_free: totals.shipping === 0,
      }
    })
}

/**
 * The carriers for the session's cart with their price for it (getCarriers): to the cart's destination; or to the
 * country asked (404 when unknown); or, before any address, to Italy, the shop's home market.
 */
export async function carriersFor(db: Queryable, lang: Lang, session: Session, countryIso?: string) {
  const cart = await currentCart(db, session)
  let override: Destination | undefined
  if (countryIso) {
    override = (await countryDestination(db, countryIso.toUpperCase())) ?? undefined
    if (!override) throw notFound('country.not_found')
  }
  let ctx = await pricingContext(db, lang, cart, override)
  if (!ctx.destination) ctx = await pricingContext(db, lang, cart, (await countryDestination(db, 'IT')) ?? undefined)
  return { country_iso: ctx.destination?.country_iso ?? null, carriers: carrierChoices(ctx) }
}

export function gatewayList(shop: Shop, lang: Lang, total: number) {
  return shop.gateways.list().map((g) => ({
    id: g.id,
    name: t(lang, `gateway.${g.id}`),
    kind: g.kind,
    instalments: instalmentsAvailable(total),
    ...(g.id === 'CREDITCARD' ? { test_cards: { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } } : {}),
  }))
}

async function addressOf(db: Queryable, idAddress: number | null): Promise<AddressRow | null> {
  if (idAddress === null) return null
  const [row] = await db.query<AddressRow>('select * from addresses where id_address = $1', [idAddress])
  return row ?? null
}

export async function checkoutState(shop: Shop, lang: Lang, session: Session) {
  const cart = await currentCart(shop.db, session)
  const countries = await countryList(shop, lang)
  const owner = session.ownerId
  const ownerRow = owner !== null ? await findCustomer(shop.db, owner) : null
  const balance = session.customerId !== null ? await pointsBalance(shop.db, session.customerId) : 0
  if (!cart) {
    const summary = await cartSummary(shop.db, lang, null)
    return {
      cart: summary,
      customer: ownerRow
        ? { id_customer: ownerRow.id_customer, email: ownerRow.email, firstname: ownerRow.firstname, lastname: ownerRow.lastname, is_guest: ownerRow.is_guest }
        : null,
      addresses: { delivery: null, invoice: null, invoice_same_as_delivery: true },
      address_book: [],
      carriers: [],
      id_carrier: null,
      carrier: null,
      pudo: null,
      delivery_message: null,
      points: { balance, used: 0, value: 0, point_value: POINT_VALUE, max_usable: 0 },
      gateways: gatewayList(shop, lang, 0),
      totals: summary.totals,
      ready: false,
      missing: ['cart'],
    }
  }
  const ctx = await pricingContext(shop.db, lang, cart)
  const summary = summaryFrom(lang, cart, ctx)
  const delivery = await addressOf(shop.db, cart.id_address_delivery)
  const invoice = await addressOf(shop.db, cart.id_address_invoice ?? cart.id_address_delivery)
  const carriers = carrierChoices(ctx)
  const carrier = carriers.find((c) => c.id_carrier === cart.id_carrier) ?? null
  const afterDiscounts = roundCents(summary.totals.products - summary.totals.discounts)
  const missing: string[] = []
  if (!summary.products.length) missing.push('cart')
  if (summary.errors.length) missing.push('stock')
  if (!ownerRow) missing.push('email')
  if (!delivery) missing.push('delivery_address')
  if (!carrier) missing.push('carrier')
  else if (carrier.is_pickup && cart.id_pudo === null) missing.push('pudo')
  return {
    cart: summary,
    customer: ownerRow
      ? { id_customer: ownerRow.id_customer, email: ownerRow.email, firstname: ownerRow.firstname, lastname: ownerRow.lastname, is_guest: ownerRow.is_guest }
      : null,
    addresses: {
      delivery: delivery ? presentAddress(delivery, countries) : null,
      invoice: invoice ? presentAddress(invoice, countries) : null,
      invoice_same_as_delivery: cart.id_address_invoice === null || cart.id_address_invoice === cart.id_address_delivery,
    },
    address_book: session.customerId !== null ? (await customerAddresses(shop.db, session.customerId)).map((a) => presentAddress(a, countries)) : [],
    carriers,
    id_carrier: carrier?.id_carrier ?? null,
    carrier,
    pudo: cart.id_pudo !== null ? await pudoById(shop.db, lang, cart.id_pudo) : null,
    delivery_message: cart.delivery_message,
    points: {
      balance,
      used: cart.points_used,
      value: summary.totals.points,
      point_value: POINT_VALUE,
      max_usable: Math.min(balance, Math.floor(afterDiscounts / POINT_VALUE)),
    },
    gateways: gatewayList(shop, lang, summary.totals.total),
    totals: summary.totals,
    ready: missing.length === 0,
    missing,
  }
}
