// createOrder: checks that the checkout is complete, turns the cart into an order awaiting payment (stock
// reserved, points redeemed, addresses and prices frozen) and starts the payment with the chosen gateway.
// A cart has at most one order awaiting payment: a new attempt cancels the previous one first.
//
// Attempts for one cart at the same moment (a double click, two tabs) run one after the other: a single transaction
// locks the cart row first, then reads again and checks everything that decides (the cart still open, its lines,
// the checkout's choices, the points balance), so a later attempt sees what an earlier one did. Locks are taken in
// the order cart → customer → orders → payments, the order settlePayment and updateOrder follow too, so two
// requests never wait for each other in a circle. The locks are FOR NO KEY UPDATE, what an UPDATE of the row takes:
// they exclude each other but not the key-share lock that writing a row referring to them takes (an order's history,
// a ledger line, even a second update of a new order row re-checks its cart), which would close such a circle.
import type { Tx } from '../../db/client'
import type { Session } from '../../http/session'
import { invalid, type FieldRefusals } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'
import { newToken, sha256 } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import { roundCents } from '@contract/money'
import { INSTALMENT_COUNT, INSTALMENTS, instalmentsAvailable } from '@contract/shopRules'
import type { CardInput, PaymentGateway, PaymentStart } from '../../payments/gateway'
import type { Shop } from '../../shop'
import { presentAddress, type AddressRow } from '../account/addresses'
import { findCustomer, type CustomerRow } from '../account/customers'
import { currentCart, type CartRow } from '../cart/cart'
import { carrierChoices } from '../checkout/checkout'
import type { CarrierOption } from '../checkout/destination'
import { pricingContext, type PricingContext } from '../checkout/summary'
import { computeTotals } from '../checkout/totals'
import { countryList, type Country } from '../geo/countries'
import { pudoById } from '../geo/pudos'
import { addPoints, lockPoints, pointsBalance } from '../loyalty'
import { newOrderReference } from './reference'
import { setOrderStatus, unwindOrder } from './settle'
import { reserveStock } from './stock'
import { orderProductsChanged } from '../catalogChanges'

export interface OrderRequest {
  gateway: string
  card?: CardInput
  instalments?: boolean
}

export interface PlacedOrder {
  id_order: number
  reference: string
  lang: Lang
  total: number
  token: string
  id_payment: number
  start: PaymentStart
}

/** Instalment payments are split in three. */

/**
 * How long a card payment may take to be authorised. A card order still awaiting payment after that was
 * abandoned mid-payment (the process stopped) and a new attempt may replace it.
 */
const CARD_AUTHORISATION_WINDOW = '2 minutes'

/** A checked checkout, ready to become an order. */
interface Draft {
  ctx: PricingContext
  owner: CustomerRow
  carrier: CarrierOption
  gateway: PaymentGateway
  priced: ReturnType<typeof computeTotals>
  instalments: number
}

export async function placeOrder(shop: Shop, lang: Lang, session: Session, request: OrderRequest): Promise<PlacedOrder> {
  const found = await currentCart(shop.db, session)
  if (!found) throw invalid({ cart: 'cart.empty' })
  const countries = await countryList(shop, lang)
  const token = newToken()

  const placed = await shop.db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, found.id_cart)
    if (cart.points_used > 0 && session.customerId !== null) await lockPoints(tx, session.customerId)
    const cancelled = await cancelUnpaidOrders(shop, tx, cart.id_cart)
    const draft = await checkedDraft(shop, tx, lang, session, cart, request)
    const order = await insertOrder(tx, lang, cart, draft, countries, token)
    // The new order took stock; a cancelled one gave its own back.
    await orderProductsChanged(shop, [order.id_order, ...cancelled])
    return order
  })

  // Outside the transaction: a gateway's answer may take seconds, and no lock should be held meanwhile. A card
  // payment in this window is protected by cancelUnpaidOrders, which refuses to replace it.
  const { gateway, total } = placed
  const start = await gateway.start({ orderReference: placed.reference, amount: total, lang, token, card: request.card })
  if (start.cardLast4) {
    await shop.db.query('update payments set card_brand = $2, card_last4 = $3 where id_payment = $1', [
      placed.id_payment,
      start.cardBrand ?? null,
      start.cardLast4,
    ])
  }
  return { id_order: placed.id_order, reference: placed.reference, id_payment: placed.id_payment, lang, total, token, start }
}

/** The cart, locked until the transaction ends and read again: another request may have ordered or changed it. */
async function lockOpenCart(tx: Tx, idCart: number): Promise<CartRow> {
  const [cart] = await tx.query<CartRow & { status: string }>('select * from carts where id_cart = $1 for no key update', [idCart])
  if (!cart || cart.status !== 'open') throw invalid({ cart: 'cart.empty' })
  return cart
}

/**
 * Cancels the cart's order awaiting payment (the shopper left the hosted page, or chose another way to pay), giving
 * back its stock and points before the new attempt counts them. Not a card payment being authorised right now,
 * though: its request settles it in a moment, and cancelling under it would leave a charged card on a cancelled
 * order — the new attempt is refused instead and the first one's outcome decides.
 */
async function cancelUnpaidOrders(shop: Shop, tx: Tx, idCart: number): Promise<number[]> {
  const unpaid = await tx.query<{ id_order: number; id_customer: number; points_used: number; points_earned: number; gateway: string; recent: boolean }>(
    `select id_order, id_customer, points_used, points_earned, gateway, date_add > now() - $2::interval as recent
       from orders where id_cart = $1 and status = 'awaiting_payment' order by id_order for no key update`,
    [idCart, CARD_AUTHORISATION_WINDOW],
  )
  for (const order of unpaid) {
    if (order.recent && shop.gateways.get(order.gateway)?.kind === 'card') throw invalid({ cart: 'payment.in_progress' })
    await tx.query(`update payments set status = 'canceled', date_upd = now() where id_order = $1 and status = 'pending'`, [order.id_order])
    await setOrderStatus(tx, order.id_order, 'canceled')
    await unwindOrder(tx, order)
  }
  return unpaid.map((order) => order.id_order)
}

/** Every check of createOrder, all errors at once (422); on the cart as it is now, under the lock. */
async function checkedDraft(shop: Shop, tx: Tx, lang: Lang, session: Session, cart: CartRow, request: OrderRequest): Promise<Draft> {
  const ctx = await pricingContext(tx, lang, cart)
  const errors: FieldRefusals = {}
  if (!ctx.rows.length) errors.cart = 'cart.empty'
  const owner = session.ownerId !== null ? await findCustomer(tx, session.ownerId) : null
  if (!owner) errors.email = 'checkout.email_missing'
  if (cart.id_address_delivery === null) errors.id_address_delivery = 'checkout.delivery_address_required'
  const choices = carrierChoices(ctx)
  const carrier = ctx.carriers.find((c) => c.id_carrier === cart.id_carrier && choices.some((x) => x.id_carrier === c.id_carrier))
  if (!carrier) errors.id_carrier = 'carrier.required'
  else if (carrier.is_pickup && cart.id_pudo === null) errors.id_pudo = 'pudo.required'
  const gateway = shop.gateways.get(request.gateway)
  if (!gateway) errors.gateway = 'payment.method_unavailable'
  Object.assign(errors, gateway?.validate({ amount: 0, lang, card: request.card }) ?? {})
  if (cart.points_used > 0) {
    // The balance counts the points of the attempt cancelled just before: they are the shopper's again.
    if (session.customerId === null) errors.points = 'points.sign_in'
    else if (cart.points_used > (await pointsBalance(tx, session.customerId))) errors.points = 'points.not_enough'
  }
  const priced = computeTotals(ctx.input(carrier ?? null))
  if (request.instalments && !instalmentsAvailable(priced.totals.total))
    errors.instalments = refusal('instalments.range', { min: INSTALMENTS.min, max: INSTALMENTS.max })
  if (Object.keys(errors).length) throw invalid(errors, 'checkout.incomplete')
  return { ctx, owner: owner!, carrier: carrier!, gateway: gateway!, priced, instalments: request.instalments ? INSTALMENT_COUNT : 1 }
}

/** Writes the order with its lines, vouchers, stock reservation, points redemption and pending payment. */
async function insertOrder(tx: Tx, lang: Lang, cart: CartRow, draft: Draft, countries: Country[], token: string) {
  const {
    owner,
    carrier,
    gateway,
    priced: { totals, vouchers },
  } = draft
  const addresses = await tx.query<AddressRow>('select * from addresses where id_address = any($1)', [
    [cart.id_address_delivery, cart.id_address_invoice ?? cart.id_address_delivery],
  ])
  const delivery = addresses.find((a) => a.id_address === cart.id_address_delivery)!
  const invoice = addresses.find((a) => a.id_address === (cart.id_address_invoice ?? cart.id_address_delivery)) ?? delivery
  const pudo = cart.id_pudo !== null ? await pudoById(tx, lang, cart.id_pudo) : null
  const reference = newOrderReference()
  const [order] = await tx.query<{ id_order: number }>(
    `insert into orders (reference, id_customer, id_cart, lang, status, gateway, total_products, total_discounts, total_shipping,
            total_points, total_tax, total_vat_exempt, total_paid, duties_excluded, id_carrier, carrier_name, pudo, delivery_message,
            address_delivery, address_invoice, email, points_used, instalments)
     values ($1, $2, $3, $4, 'awaiting_payment', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18::jsonb, $19::jsonb,
             $20, $21, $22)
     returning id_order`,
    [
      reference,
      owner.id_customer,
      cart.id_cart,
      lang,
      gateway.id,
      totals.products,
      totals.discounts,
      totals.shipping ?? 0,
      totals.points,
      totals.tax,
      totals.vat_exempt,
      totals.total,
      totals.duties_excluded,
      carrier.id_carrier,
      carrier.name,
      pudo ? JSON.stringify(pudo) : null,
      cart.delivery_message,
      JSON.stringify(presentAddress(delivery, countries)),
      JSON.stringify(presentAddress(invoice, countries)),
      owner.email,
      cart.points_used,
      draft.instalments,
    ],
  )
  const idOrder = order!.id_order
  await tx.query('insert into order_history (id_order, status) values ($1, $2)', [idOrder, 'awaiting_payment'])
  await insertLines(tx, idOrder, draft.ctx)
  for (const v of vouchers) {
    await tx.query('insert into order_vouchers (id_order, code, name, amount) values ($1, $2, $3, $4)', [idOrder, v.code, v.name, v.amount])
  }
  await addPoints(tx, owner.id_customer, -cart.points_used, 'redeem', idOrder)
  const [payment] = await tx.query<{ id_payment: number }>(
    `insert into payments (id_order, gateway, token_hash, status, amount) values ($1, $2, $3, 'pending', $4) returning id_payment`,
    [idOrder, gateway.id, sha256(token), totals.total],
  )
  return { id_order: idOrder, reference, id_payment: payment!.id_payment, total: totals.total, gateway }
}

/** The order's lines at today's prices, and their stock taken. */
async function insertLines(tx: Tx, idOrder: number, ctx: PricingContext): Promise<void> {
  const reservable = []
  for (const [i, row] of ctx.rows.entries()) {
    const unit = ctx.lines[i]!
    const [detail] = await tx.query<{ id_order_detail: number }>(
      `insert into order_details (id_order, id_product, id_product_attribute, product_name, product_reference, attributes, quantity,
              unit_price, regular_unit_price, total, image_key)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id_order_detail`,
      [
        idOrder,
        row.id_product,
        row.id_product_attribute,
        row.name,
        row.reference,
        (row.attributes ?? []).map((a) => `${a.group}: ${a.name}`).join(', '),
        row.quantity,
        unit.unit_price,
        roundCents(unit.regular_unit_price),
        roundCents(unit.unit_price * row.quantity),
        row.image_key,
      ],
    )
    // Pre-orders only take stock that is actually there.
    const preorder = row.preorder_date !== null && row.stock < row.quantity
    reservable.push({
      id_order_detail: detail!.id_order_detail,
      id_product: row.id_product,
      id_product_attribute: row.id_product_attribute,
      quantity: row.quantity,
      name: row.name,
      preorder,
    })
  }
  await reserveStock(tx, reservable)
}
