// The checkout's writes, one per step: contact and addresses (a guest gives an e-mail and becomes a guest
// customer), carrier or collection point, loyalty points, delivery message. Each checks what it is given against
// the cart as it stands and stores it on the cart; the caller answers with the whole checkout (checkoutState).
import type { Session } from '../../http/session'
import { invalid } from '../../lib/apiError'
import type { Lang } from '../../lib/lang'
import { refusal } from '../../lib/refusal'
import { roundCents } from '@contract/money'
import type { Shop } from '../../shop'
import { insertAddress, ownedAddress, validateAddress, type AddressInput } from '../account/addresses'
import { normaliseEmail } from '../account/customers'
import { currentCart, currentOrNewCart, type CartRow } from '../cart/cart'
import { pointsBalance } from '../loyalty'
import { carrierChoices, gatewayList } from './checkout'
import { pricingContext } from './summary'
import { computeTotals, POINT_VALUE } from './totals'

/** The session's cart, for a step that needs one: 422 under `cart` when there is none. */
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

/** The contact step: each address either chosen from the owner's book (by id) or typed in, never both. */
export interface CheckoutAddresses {
  email?: string
  id_address_delivery?: number
  id_address_invoice?: number
  delivery_address?: AddressInput
  invoice_address?: AddressInput
  invoice_same_as_delivery?: boolean
}

/**
 * Stores the contact e-mail (a guest's) and the delivery and invoice addresses on the cart (opened when there is
 * none). Typed addresses are checked before anything is stored, then saved to the owner's book. A carrier that does
 * not go to the new destination is dropped.
 */
export async function saveCheckoutAddresses(shop: Shop, session: Session, lang: Lang, input: CheckoutAddresses): Promise<void> {
  if (input.id_address_delivery !== undefined && input.delivery_address) throw invalid({ delivery_address: 'checkout.address_twice' })
  if (input.id_address_invoice !== undefined && input.invoice_address) throw invalid({ invoice_address: 'checkout.address_twice' })
  const cart = await currentOrNewCart(shop.db, session)
  // Validate typed addresses before anything is stored.
  const deliveryValues = input.delivery_address ? await validateAddress(shop, lang, { ...input.delivery_address, address_type: 'shipping' }) : null
  const invoiceValues = input.invoice_address ? await validateAddress(shop, lang, { ...input.invoice_address, address_type: 'billing' }) : null
  const owner = session.customerId ?? (await guestOwner(shop, session, input.email, deliveryValues ?? invoiceValues, lang))
  await shop.db.transaction(async (tx) => {
    let delivery = cart.id_address_delivery
    let invoice = cart.id_address_invoice
    if (input.id_address_delivery !== undefined) delivery = (await ownedAddress(tx, owner, input.id_address_delivery)).id_address
    if (deliveryValues) delivery = (await insertAddress(tx, owner, deliveryValues)).id_address
    if (input.id_address_invoice !== undefined) invoice = (await ownedAddress(tx, owner, input.id_address_invoice)).id_address
    if (invoiceValues) invoice = (await insertAddress(tx, owner, invoiceValues)).id_address
    if (input.invoice_same_as_delivery) invoice = null
    await tx.query('update carts set id_address_delivery = $2, id_address_invoice = $3, date_upd = now() where id_cart = $1', [cart.id_cart, delivery, invoice])
  })
  // Shipping is recalculated for the new destination; a carrier that does not go there is dropped.
  const fresh = (await currentCart(shop.db, session))!
  const ctx = await pricingContext(shop.db, lang, fresh)
  if (fresh.id_carrier !== null && fresh.id_pudo === null && !carrierChoices(ctx).some((c) => c.id_carrier === fresh.id_carrier)) {
    await shop.db.query('update carts set id_carrier = null where id_cart = $1', [fresh.id_cart])
  }
}

/** The carrier step: a carrier serving the delivery address; a pick-up carrier with one of its collection points. */
export async function chooseCarrier(shop: Shop, session: Session, lang: Lang, choice: { id_carrier: number; id_pudo?: number }): Promise<void> {
  const cart = await requireCart(shop, session)
  const [carrier] = await shop.db.query<{ is_pickup: boolean }>('select is_pickup from carriers where id_carrier = $1', [choice.id_carrier])
  if (!carrier) throw invalid({ id_carrier: 'carrier.unknown' })
  let idPudo: number | null = null
  if (carrier.is_pickup) {
    if (choice.id_pudo === undefined) throw invalid({ id_pudo: 'pudo.required' })
    const [pudo] = await shop.db.query<{ id_pudo: number }>('select id_pudo from pudos where id_pudo = $1', [choice.id_pudo])
    if (!pudo) throw invalid({ id_pudo: 'pudo.unknown' })
    idPudo = pudo.id_pudo
  } else if (choice.id_pudo !== undefined) {
    throw invalid({ id_pudo: 'pudo.not_for_carrier' })
  }
  const ctx = await pricingContext(shop.db, lang, { ...cart, id_pudo: idPudo })
  if (!ctx.destination) throw invalid({ id_carrier: 'checkout.address_first' })
  if (!carrierChoices(ctx).some((c) => c.id_carrier === choice.id_carrier)) throw invalid({ id_carrier: 'carrier.not_serving' })
  await shop.db.query('update carts set id_carrier = $2, id_pudo = $3, date_upd = now() where id_cart = $1', [cart.id_cart, choice.id_carrier, idPudo])
}

/** The points step (signed-in customers): at most the balance, and at most what pays the products after discounts. */
export async function usePoints(shop: Shop, session: Session, lang: Lang, points: number): Promise<void> {
  const cart = await requireCart(shop, session)
  const balance = await pointsBalance(shop.db, session.requireCustomer().id_customer)
  if (points > balance) throw invalid({ points: refusal('points.balance', { balance }) })
  const ctx = await pricingContext(shop.db, lang, cart)
  const { totals } = computeTotals(ctx.input(null, 0))
  const max = Math.floor(roundCents(totals.products - totals.discounts) / POINT_VALUE)
  if (points > max) throw invalid({ points: refusal('points.max', { max }) })
  await shop.db.query('update carts set points_used = $2, date_upd = now() where id_cart = $1', [cart.id_cart, points])
}

/** Stores the message for the courier (blank removes it); returns it as stored. */
export async function saveDeliveryMessage(shop: Shop, session: Session, text: string): Promise<string | null> {
  const cart = await requireCart(shop, session)
  const message = text.trim() || null
  await shop.db.query('update carts set delivery_message = $2, date_upd = now() where id_cart = $1', [cart.id_cart, message])
  return message
}

/** The payment methods for the session's cart (instalments depend on its total). */
export async function cartGateways(shop: Shop, session: Session, lang: Lang) {
  const cart = await currentCart(shop.db, session)
  const total = cart ? computeTotals((await pricingContext(shop.db, lang, cart)).input(null)).totals.total : 0
  return gatewayList(shop, lang, total)
}
