// Orders: createOrder (terms accepted, checkout complete) starts the payment; validateOrder confirms a payment
// after the gateway's page; the customer's order history and order details; updateOrder cancels an order that
// has not shipped or changes its delivery message. Orders of anyone else answer 404.
import { CreatedOrder, ValidatedOrder } from '@contract/api/checkout'
import { Order, Orders, UpdateOrderInput } from '@contract/api/orders'
import { checkoutValidateUrl } from '@contract/pageUrls'
import { call } from '../http/calls'
import { invalid } from '../lib/apiError'
import { fieldRefusal } from '../lib/validationErrors'
import { mailLinks } from '../lib/publicUrl'
import { accepted, bool, id, int, obj, oneOf, str } from '@contract/schema'
import { GATEWAY_IDS } from '../payments/gateway'
import { orderHistory } from '../services/orders/history'
import { paymentReturn, placeAndPay } from '../services/orders/payment'
import { presentOrder, presentOrderSummary } from '../services/orders/presenter'
import { changeOrder } from '../services/orders/changeOrder'
import { visibleOrder } from '../services/orders/visible'

const cardSchema = () => obj({ name: str(64, 1), number: str(23, 12), expiry: str(5, 5), cvv: str(4, 3) }, ['name', 'number', 'expiry', 'cvv'])

const createOrder = call({
  name: 'createOrder',
  answer: CreatedOrder,
  created: true,
  writes: true,
  external: true,
  body: obj({ gateway: oneOf(GATEWAY_IDS), terms_accepted: accepted(), card: cardSchema(), instalments: bool() }, ['gateway', 'terms_accepted']),
  async handler({ shop, session, lang, body, req }) {
    const { placed, order } = await placeAndPay(shop, lang, session, body, mailLinks(shop.config, req))
    const status = placed.start.status
    return {
      psdata: {
        order: presentOrderSummary(order, lang),
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
    const { status, order } = await paymentReturn(shop, body, mailLinks(shop.config, req))
    return { psdata: { status, order: await presentOrder(shop.db, order, lang) }, message: status === 'approved' ? 'Payment confirmed' : `Payment ${status}` }
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
    return { psdata: await orderHistory(shop.db, lang, session.requireCustomer().id_customer, body.page ?? 1) }
  },
})

const updateOrder = call({
  name: 'updateOrder',
  answer: Order,
  auth: true,
  writes: true,
  body: UpdateOrderInput,
  async handler({ shop, session, lang, body, req }) {
    const order = await changeOrder(shop, session, body, mailLinks(shop.config, req))
    return { psdata: await presentOrder(shop.db, order, lang), message: body.action === 'cancel' ? 'Order cancelled' : 'Order updated' }
  },
})

export const orderCalls = [createOrder, validateOrder, getOrder, getOrders, updateOrder]
