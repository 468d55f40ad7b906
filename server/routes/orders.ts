// Orders: createOrder (terms accepted, checkout complete) starts the payment; validateOrder confirms a payment
// after the gateway's page; the customer's order history and order details; updateOrder cancels an order that
// has not shipped or changes its delivery message. Orders of anyone else answer 404.
import { CreatedOrder, ValidatedOrder } from '@contract/api/checkout'
import { Order, Orders, UpdateOrderInput } from '@contract/api/orders'
import { checkoutValidateUrl } from '@contract/pageUrls'
import { call } from '../http/calls'
import { invalid, notFound } from '../lib/apiError'
import { fieldRefusal } from '../lib/validationErrors'
import { sha256 } from '../lib/crypto'
import { mailLinks } from '../lib/publicUrl'
import { accepted, bool, id, int, obj, oneOf, str } from '@contract/schema'
import { GATEWAY_IDS, type PaymentStatus } from '../payments/gateway'
import { placeOrder } from '../services/orders/placeOrder'
import { presentOrder, presentOrderSummary, type OrderRow } from '../services/orders/presenter'
import { visibleOrder } from '../services/orders/visible'
import { settlePayment } from '../services/orders/settle'
import { cancelOrderAndNotify } from '../services/orders/cancel'
import { pagination } from '../services/catalog/listing'
import { orderProductsChanged } from '../services/catalogChanges'
import { remainingByOrder } from '../services/withdrawals/records'
import { withdrawalState } from '../services/withdrawals/state'

const ORDERS_PER_PAGE = 10

const cardSchema = () => obj({ name: str(64, 1), number: str(23, 12), expiry: str(5, 5), cvv: str(4, 3) }, ['name', 'number', 'expiry', 'cvv'])

const createOrder = call({
  name: 'createOrder',
  answer: CreatedOrder,
  created: true,
  writes: true,
  external: true,
  body: obj({ gateway: oneOf(GATEWAY_IDS), terms_accepted: accepted(), card: cardSchema(), instalments: bool() }, ['gateway', 'terms_accepted']),
  async handler({ shop, session, lang, body, req }) {
    const placed = await placeOrder(shop, lang, session, body)
    shop.metrics.orders.inc({ event: 'placed' })
    const status = placed.start.status
    if (status !== 'pending') await settlePayment(shop, placed.id_payment, status, mailLinks(shop.config, req))
    const [order] = await shop.db.query<OrderRow & { products_count: number }>(
      `select o.*, (select coalesce(sum(quantity), 0) from order_details d where d.id_order = o.id_order) as products_count
         from orders o where o.id_order = $1`,
      [placed.id_order],
    )
    return {
      psdata: {
        order: presentOrderSummary(order!, lang),
        payment: {
          gateway: body.gateway,
          status,
          redirect_url: placed.start.redirectUrl ?? checkoutValidateUrl(lang, placed.reference, placed.token, status),
        },
      },
      message: status === 'declined' ? 'Payment declined' : status === 'approved' ? 'Order placed' : 'Order created, waiting for payment',
    }
  },
})

const validateOrder = call({
  name: 'validateOrder',
  answer: ValidatedOrder,
  writes: true,
  external: true,
  body: obj({ order: str(32, 1), token: str(128, 1), status: str(16) }, ['order', 'token']),
  async handler({ shop, lang, body, req }) {
    const [payment] = await shop.db.query<{ id_payment: number; gateway: string; status: PaymentStatus; id_order: number }>(
      `select p.id_payment, p.gateway, p.status, p.id_order from payments p join orders o on o.id_order = p.id_order
        where p.token_hash = $1 and o.reference = $2`,
      [sha256(body.token), body.order],
    )
    if (!payment) throw notFound('order.not_found')
    // The status in the return URL is only a hint: the gateway says what really happened.
    const status = await shop.gateways.get(payment.gateway)!.verify(body.token, payment.status)
    if (status !== 'pending' && payment.status === 'pending') await settlePayment(shop, payment.id_payment, status, mailLinks(shop.config, req))
    const [order] = await shop.db.query<OrderRow>('select * from orders where id_order = $1', [payment.id_order])
    return { psdata: { status, order: await presentOrder(shop.db, order!, lang) }, message: status === 'approved' ? 'Payment confirmed' : `Payment ${status}` }
  },
})

const getOrder = call({
  name: 'getOrder',
  answer: Order,
  body: obj({ id_order: id(), reference: str(32, 1) }),
  async handler({ shop, session, lang, body }) {
    if (body.id_order === undefined && body.reference === undefined) throw invalid({ id_order: fieldRefusal('field.required', 'id_order') })
    return { psdata: await presentOrder(shop.db, await visibleOrder(shop, session, body), lang) }
  },
})

const getOrders = call({
  name: 'getOrders',
  answer: Orders,
  auth: true,
  body: obj({ page: int(1, 10_000) }),
  async handler({ shop, session, lang, body }) {
    const idCustomer = session.requireCustomer().id_customer
    const page = body.page ?? 1
    const rows = await shop.db.query<OrderRow & { products_count: number; total: number }>(
      `select o.*, (select coalesce(sum(quantity), 0) from order_details d where d.id_order = o.id_order) as products_count,
              count(*) over () as total
         from orders o where o.id_customer = $1 order by o.date_add desc, o.id_order desc limit ${ORDERS_PER_PAGE} offset $2`,
      [idCustomer, (page - 1) * ORDERS_PER_PAGE],
    )
    const total = rows[0]?.total ?? (await shop.db.query<{ n: number }>('select count(*) as n from orders where id_customer = $1', [idCustomer]))[0]!.n
    const remaining = await remainingByOrder(
      shop.db,
      rows.map((o) => o.id_order),
    )
    const now = new Date()
    const orders = rows.map((o) => ({
      ...presentOrderSummary(o, lang),
      // What the withdrawal function offers for it: the list's "Withdraw from contract here" / "Cancel order".
      withdrawal: { mode: withdrawalState(o, remaining.get(o.id_order) ?? 0, now).mode },
    }))
    return { psdata: { orders, pagination: pagination(total, page, ORDERS_PER_PAGE) } }
  },
})

const updateOrder = call({
  name: 'updateOrder',
  answer: Order,
  auth: true,
  writes: true,
  body: UpdateOrderInput,
  async handler({ shop, session, lang, body, req }) {
    const order = await visibleOrder(shop, session, { id_order: body.id_order })
    if (body.action === undefined && body.delivery_message === undefined) throw invalid({ action: 'order.nothing_to_change' })
    if (body.action === 'cancel') {
      await cancelOrderAndNotify(shop, order.id_order, mailLinks(shop.config, req))
      await orderProductsChanged(shop, [order.id_order])
    }
    if (body.delivery_message !== undefined) {
      if (['shipped', 'delivered', 'canceled', 'refunded'].includes(order.status)) throw invalid({ delivery_message: 'order.already_left' })
      await shop.db.query('update orders set delivery_message = $2, date_upd = now() where id_order = $1', [
        order.id_order,
        body.delivery_message.trim() || null,
      ])
    }
    const [fresh] = await shop.db.query<OrderRow>('select * from orders where id_order = $1', [order.id_order])
    return { psdata: await presentOrder(shop.db, fresh!, lang), message: body.action === 'cancel' ? 'Order cancelled' : 'Order updated' }
  },
})

export const orderCalls = [createOrder, validateOrder, getOrder, getOrders, updateOrder]
