// createOrder: checks that the checkout is complete, turns the cart into an order awaiting payment (stock
// reserved, points redeemed, addresses and prices frozen) and starts the payment with the chosen gateway.
// A cart has at most one order awaiting payment: a new attempt cancels the previous one first.
import type { Session } from '../../http/session'
import { invalid, type FieldErrors } from '../../lib/apiError'
import { newToken, sha256 } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import { round2 } from '../../lib/money'
import type { CardInput, PaymentStart } from '../../payments/gateway'
import type { Shop } from '../../shop'
import { presentAddress, type AddressRow } from '../account/addresses'
import { findCustomer } from '../account/customers'
import { currentCart } from '../cart/cart'
import { carrierChoices } from '../checkout/checkout'
import { pricingContext } from '../checkout/summary'
import { computeTotals, instalmentsAvailable } from '../checkout/totals'
import { countryList } from '../geo/countries'
import { pudoById } from '../geo/pudos'
import { addPoints, pointsBalance } from '../loyalty'
import { newOrderReference } from './reference'
import { setOrderStatus, unwindOrder } from './settle'
import { reserveStock } from './stock'

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
const INSTALMENT_COUNT = 3

async function cancelPendingOrders(shop: Shop, idCart: number): Promise<void> {
  const pending = await shop.db.query<{ id_order: number; id_customer: number; points_used: number; points_earned: number }>(
    `select id_order, id_customer, points_used, points_earned from orders where id_cart = $1 and status = 'awaiting_payment' for update`,
    [idCart],
  )
  for (const order of pending) {
    await shop.db.query(`update payments set status = 'canceled', date_upd = now() where id_order = $1 and status = 'pending'`, [order.id_order])
    await setOrderStatus(shop.db, order.id_order, 'canceled')
    await unwindOrder(shop.db, order)
  }
}

export async function placeOrder(shop: Shop, lang: Lang, session: Session, request: OrderRequest): Promise<PlacedOrder> {
  const cart = await currentCart(shop.db, session)
  if (!cart) throw invalid({ cart: 'Your cart is empty.' })
  const ctx = await pricingContext(shop.db, lang, cart)
  const errors: FieldErrors = {}
  if (!ctx.rows.length) errors.cart = 'Your cart is empty.'
  const owner = session.ownerId !== null ? await findCustomer(shop.db, session.ownerId) : null
  if (!owner) errors.email = 'Please enter your email address.'
  if (cart.id_address_delivery === null) errors.id_address_delivery = 'Please choose a delivery address.'
  const choices = carrierChoices(ctx)
  const carrier = ctx.carriers.find((c) => c.id_carrier === cart.id_carrier && choices.some((x) => x.id_carrier === c.id_carrier))
  if (!carrier) errors.id_carrier = 'Please choose a shipping method.'
  else if (carrier.is_pickup && cart.id_pudo === null) errors.id_pudo = 'Please choose a collection point.'
  const gateway = shop.gateways.get(request.gateway)
  if (!gateway) errors.gateway = 'This payment method is not available.'
  Object.assign(errors, gateway?.validate({ amount: 0, lang, card: request.card }) ?? {})
  if (cart.points_used > 0) {
    if (session.customerId === null) errors.points = 'Log in to use loyalty points.'
    else if (cart.points_used > (await pointsBalance(shop.db, session.customerId))) errors.points = 'You do not have enough points.'
  }
  const { totals, vouchers } = computeTotals(ctx.input(carrier ?? null))
  if (request.instalments && !instalmentsAvailable(totals.total)) errors.instalments = 'Instalments are available for orders from 30 to 2000 EUR.'
  if (Object.keys(errors).length) throw invalid(errors, 'The checkout is not complete')

  const countries = await countryList(shop, lang)
  const addresses = await shop.db.query<AddressRow>('select * from addresses where id_address = any($1)', [
    [cart.id_address_delivery, cart.id_address_invoice ?? cart.id_address_delivery],
  ])
  const delivery = addresses.find((a) => a.id_address === cart.id_address_delivery)!
  const invoice = addresses.find((a) => a.id_address === (cart.id_address_invoice ?? cart.id_address_delivery)) ?? delivery
  const pudo = cart.id_pudo !== null ? await pudoById(shop.db, lang, cart.id_pudo) : null
  const token = newToken()

  const placed = await shop.db.transaction(async (tx) => {
    await cancelPendingOrders(shop, cart.id_cart)
    const reference = newOrderReference()
    const [order] = await tx.query<{ id_order: number }>(
      `insert into orders (reference, id_customer, id_cart, lang, status, gateway, total_products, total_discounts, total_shipping,
              total_points, total_tax, total_vat_exempt, total_paid, duties_excluded, id_carrier, carrier_name, pudo, delivery_message,
              address_delivery, address_invoice, email, points_used, instalments)
       values ($1, $2, $3, $4, 'awaiting_payment', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18::jsonb, $19::jsonb,
               $20, $21, $22)
       returning id_order`,
      [reference, owner!.id_customer, cart.id_cart, lang, gateway!.id, totals.products, totals.discounts, totals.shipping ?? 0, totals.points,
        totals.tax, totals.vat_exempt, totals.total, totals.duties_excluded, carrier!.id_carrier, carrier!.name, pudo ? JSON.stringify(pudo) : null,
        cart.delivery_message, JSON.stringify(presentAddress(delivery, countries)), JSON.stringify(presentAddress(invoice, countries)), owner!.email,
        cart.points_used, request.instalments ? INSTALMENT_COUNT : 1],
    )
    const idOrder = order!.id_order
    await tx.query('insert into order_history (id_order, status) values ($1, $2)', [idOrder, 'awaiting_payment'])
    const reservable = []
    for (const [i, row] of ctx.rows.entries()) {
      const unit = ctx.lines[i]!
      const [detail] = await tx.query<{ id_order_detail: number }>(
        `insert into order_details (id_order, id_product, id_product_attribute, product_name, product_reference, attributes, quantity,
                unit_price, regular_unit_price, total, image_key)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id_order_detail`,
        [idOrder, row.id_product, row.id_product_attribute, row.name, row.reference, (row.attributes ?? []).map((a) => `${a.group}: ${a.name}`).join(', '),
          row.quantity, unit.unit_price, round2(unit.regular_unit_price), round2(unit.unit_price * row.quantity), row.image_key],
      )
      // Pre-orders only take stock that is actually there.
      const preorder = row.preorder_date !== null && row.stock < row.quantity
      reservable.push({ id_order_detail: detail!.id_order_detail, id_product: row.id_product, id_product_attribute: row.id_product_attribute, quantity: row.quantity, name: row.name, preorder })
    }
    await reserveStock(tx, reservable)
    for (const v of vouchers) {
      await tx.query('insert into order_vouchers (id_order, code, name, amount) values ($1, $2, $3, $4)', [idOrder, v.code, v.name, v.amount])
    }
    await addPoints(tx, owner!.id_customer, -cart.points_used, 'redeem', idOrder)
    const [payment] = await tx.query<{ id_payment: number }>(
      `insert into payments (id_order, gateway, token_hash, status, amount) values ($1, $2, $3, 'pending', $4) returning id_payment`,
      [idOrder, gateway!.id, sha256(token), totals.total],
    )
    return { id_order: idOrder, reference, id_payment: payment!.id_payment }
  })
  shop.catalogCache.clear()

  const start = await gateway!.start({ orderReference: placed.reference, amount: totals.total, lang, token, card: request.card })
  if (start.cardLast4) {
    await shop.db.query('update payments set card_brand = $2, card_last4 = $3 where id_payment = $1', [placed.id_payment, start.cardBrand ?? null, start.cardLast4])
  }
  return { ...placed, lang, total: totals.total, token, start }
}
