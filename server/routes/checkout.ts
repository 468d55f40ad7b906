// The checkout session: contact (guests give an e-mail and become a guest customer), delivery and invoice
// addresses (from the address book or typed in), carrier or collection point, delivery message, loyalty points
// and the payment methods. Each write answers with the whole checkout.
import { Checkout, DeliveryMessage, Gateways } from '@contract/api/checkout'
import { call } from '../http/calls'
import type { Session } from '../http/session'
import { invalid } from '../lib/apiError'
import { refusal } from '../lib/refusal'
import type { Lang } from '../lib/lang'
import { bool, email, id, int, obj, str } from '@contract/schema'
import { insertAddress, ownedAddress, validateAddress } from '../services/account/addresses'
import { normaliseEmail } from '../services/account/customers'
import { currentCart, currentOrNewCart, type CartRow } from '../services/cart/cart'
import { carrierChoices, checkoutState, gatewayList } from '../services/checkout/checkout'
import { pricingContext } from '../services/checkout/summary'
import { computeTotals, POINT_VALUE } from '../services/checkout/totals'
import { pointsBalance } from '../services/loyalty'
import { roundCents } from '@contract/money'
import type { Shop } from '../shop'
import { AddressInput } from '@contract/api/address'

async function requireCart(shop: Shop, session: Session): Promise<CartRow> {
  const cart = await currentCart(shop.db, session)
  if (!cart) throw invalid({ cart: 'cart.empty' })
  return cart
}

/** The guest customer of this session, created with the given e-mail on the guest's first checkout step. */
async function guestOwner(
  shop: Shop,
  session: Session,
  address: string | undefined,
  names: { firstname: string; lastname: string } | null,
  lang: Lang,
): Promise<number> {
  if (session.guestId !== null) {
    if (address) await shop.db.query('update customers set email = $2 where id_customer = $1 and is_guest', [session.guestId, normaliseEmail(address)])
    return session.guestId
  }
  if (!address) throw invalid({ email: 'checkout.email_required' })
  const [row] = await shop.db.query<{ id_customer: number }>(
    `insert into customers (email, is_guest, firstname, lastname, lang) values ($1, true, $2, $3, $4) returning id_customer`,
    [normaliseEmail(address), names?.firstname ?? '', names?.lastname ?? '', lang],
  )
  await session.setGuest(row!.id_customer)
  return row!.id_customer
}

const updateCheckoutAddress = call({
  name: 'updateCheckoutAddress',
  answer: Checkout,
  writes: true,
  body: obj({
    email: email(),
    id_address_delivery: id(),
    id_address_invoice: id(),
    delivery_address: AddressInput,
    invoice_address: AddressInput,
    invoice_same_as_delivery: bool(),
  }),
  async handler({ shop, session, lang, body }) {
    if (body.id_address_delivery !== undefined && body.delivery_address) throw invalid({ delivery_address: 'checkout.address_twice' })
    if (body.id_address_invoice !== undefined && body.invoice_address) throw invalid({ invoice_address: 'checkout.address_twice' })
    const cart = await currentOrNewCart(shop.db, session)
    // Validate typed addresses before anything is stored.
    const deliveryValues = body.delivery_address ? await validateAddress(shop, lang, { ...body.delivery_address, address_type: 'shipping' }) : null
    const invoiceValues = body.invoice_address ? await validateAddress(shop, lang, { ...body.invoice_address, address_type: 'billing' }) : null
    const owner = session.customerId ?? (await guestOwner(shop, session, body.email, deliveryValues ?? invoiceValues, lang))
    await shop.db.transaction(async (tx) => {
      let delivery = cart.id_address_delivery
      let invoice = cart.id_address_invoice
      if (body.id_address_delivery !== undefined) delivery = (await ownedAddress(tx, owner, body.id_address_delivery)).id_address
      if (deliveryValues) delivery = (await insertAddress(tx, owner, deliveryValues)).id_address
      if (body.id_address_invoice !== undefined) invoice = (await ownedAddress(tx, owner, body.id_address_invoice)).id_address
      if (invoiceValues) invoice = (await insertAddress(tx, owner, invoiceValues)).id_address
      if (body.invoice_same_as_delivery) invoice = null
      await tx.query('update carts set id_address_delivery = $2, id_address_invoice = $3, date_upd = now() where id_cart = $1', [
        cart.id_cart,
        delivery,
        invoice,
      ])
    })
    // Shipping is recalculated for the new destination; a carrier that does not go there is dropped.
    const fresh = (await currentCart(shop.db, session))!
    const ctx = await pricingContext(shop.db, lang, fresh)
    if (fresh.id_carrier !== null && fresh.id_pudo === null && !carrierChoices(ctx).some((c) => c.id_carrier === fresh.id_carrier)) {
      await shop.db.query('update carts set id_carrier = null where id_cart = $1', [fresh.id_cart])
    }
    return { psdata: await checkoutState(shop, lang, session), message: 'Address saved' }
  },
})

const updateCheckoutCarrier = call({
  name: 'updateCheckoutCarrier',
  answer: Checkout,
  writes: true,
  body: obj({ id_carrier: id(), id_pudo: id() }, ['id_carrier']),
  async handler({ shop, session, lang, body }) {
    const cart = await requireCart(shop, session)
    const [carrier] = await shop.db.query<{ is_pickup: boolean }>('select is_pickup from carriers where id_carrier = $1', [body.id_carrier])
    if (!carrier) throw invalid({ id_carrier: 'carrier.unknown' })
    let idPudo: number | null = null
    if (carrier.is_pickup) {
      if (body.id_pudo === undefined) throw invalid({ id_pudo: 'pudo.required' })
      const [pudo] = await shop.db.query<{ id_pudo: number }>('select id_pudo from pudos where id_pudo = $1', [body.id_pudo])
      if (!pudo) throw invalid({ id_pudo: 'pudo.unknown' })
      idPudo = pudo.id_pudo
    } else if (body.id_pudo !== undefined) {
      throw invalid({ id_pudo: 'pudo.not_for_carrier' })
    }
    const ctx = await pricingContext(shop.db, lang, { ...cart, id_pudo: idPudo })
    if (!ctx.destination) throw invalid({ id_carrier: 'checkout.address_first' })
    if (!carrierChoices(ctx).some((c) => c.id_carrier === body.id_carrier)) throw invalid({ id_carrier: 'carrier.not_serving' })
    await shop.db.query('update carts set id_carrier = $2, id_pudo = $3, date_upd = now() where id_cart = $1', [cart.id_cart, body.id_carrier, idPudo])
    return { psdata: await checkoutState(shop, lang, session), message: 'Shipping method saved' }
  },
})

const updateCheckoutPoints = call({
  name: 'updateCheckoutPoints',
  answer: Checkout,
  auth: true,
  writes: true,
  body: obj({ points: int(0, 10_000_000) }, ['points']),
  async handler({ shop, session, lang, body }) {
    const cart = await requireCart(shop, session)
    const balance = await pointsBalance(shop.db, session.requireCustomer().id_customer)
    if (body.points > balance) throw invalid({ points: refusal('points.balance', { balance }) })
    const ctx = await pricingContext(shop.db, lang, cart)
    const { totals } = computeTotals(ctx.input(null, 0))
    const max = Math.floor(roundCents(totals.products - totals.discounts) / POINT_VALUE)
    if (body.points > max) throw invalid({ points: refusal('points.max', { max }) })
    await shop.db.query('update carts set points_used = $2, date_upd = now() where id_cart = $1', [cart.id_cart, body.points])
    return { psdata: await checkoutState(shop, lang, session), message: 'Points saved' }
  },
})

const addOrEditDeliveryMessage = call({
  name: 'addOrEditDeliveryMessage',
  answer: DeliveryMessage,
  writes: true,
  body: obj({ message: str(500) }, ['message']),
  async handler({ shop, session, body }) {
    const cart = await requireCart(shop, session)
    const message = body.message.trim() || null
    await shop.db.query('update carts set delivery_message = $2, date_upd = now() where id_cart = $1', [cart.id_cart, message])
    return { psdata: { message }, message: message ? 'Delivery message saved' : 'Delivery message removed' }
  },
})

const getDeliveryMessage = call({
  name: 'getDeliveryMessage',
  answer: DeliveryMessage,
  method: 'GET',
  async handler({ shop, session }) {
    const cart = await currentCart(shop.db, session)
    return { psdata: { message: cart?.delivery_message ?? null } }
  },
})

const getCheckout = call({
  name: 'getCheckout',
  answer: Checkout,
  async handler({ shop, session, lang }) {
    return { psdata: await checkoutState(shop, lang, session) }
  },
})

const getGateways = call({
  name: 'getGateways',
  answer: Gateways,
  async handler({ shop, session, lang }) {
    const cart = await currentCart(shop.db, session)
    const total = cart ? computeTotals((await pricingContext(shop.db, lang, cart)).input(null)).totals.total : 0
    return { psdata: gatewayList(shop, lang, total) }
  },
})

export const checkoutCalls = [
  getCheckout,
  updateCheckoutAddress,
  updateCheckoutCarrier,
  updateCheckoutPoints,
  addOrEditDeliveryMessage,
  getDeliveryMessage,
  getGateways,
]
