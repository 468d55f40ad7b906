// The shopper's side of paying: createOrder places the order and starts its payment (a gateway that decides at
// once is settled here); validateOrder, back from the gateway's page, asks the gateway what happened — the status
// in the return URL is only a hint — and settles a payment still pending. A signed notification settles it too
// (services/orders/notifications.ts): whichever comes first, a payment is settled once.
import { notFound } from '../../lib/apiError'
import { sha256 } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import type { MailLinks } from '../../lib/publicUrl'
import type { PaymentStatus } from '../../payments/gateway'
import type { Session } from '../../http/session'
import type { Shop } from '../../shop'
import { findOrder, findOrderWithCount } from './find'
import { placeOrder, type OrderRequest } from './placeOrder'
import { settlePayment } from './settle'

/** Places the session's checkout as an order and starts its payment; answers how it started and the order as now stored. */
export async function placeAndPay(shop: Shop, lang: Lang, session: Session, request: OrderRequest, links: MailLinks) {
  const placed = await placeOrder(shop, lang, session, request)
  shop.metrics.orders.inc({ event: 'placed' })
  const status = placed.start.status
  if (status !== 'pending') await settlePayment(shop, placed.id_payment, status, links)
  return { placed, order: (await findOrderWithCount(shop.db, placed.id_order))! }
}

/** The shopper is back from the gateway with the order's reference and the payment's token (404 when they do not match). */
export async function paymentReturn(shop: Shop, ret: { order: string; token: string }, links: MailLinks) {
  const [payment] = await shop.db.query<{ id_payment: number; gateway: string; status: PaymentStatus; id_order: number }>(
    `select p.id_payment, p.gateway, p.status, p.id_order from payments p join orders o on o.id_order = p.id_order
      where p.token_hash = $1 and o.reference = $2`,
    [sha256(ret.token), ret.order],
  )
  if (!payment) throw notFound('order.not_found')
  // The status in the return URL is only a hint: the gateway says what really happened.
  const status = await shop.gateways.get(payment.gateway)!.verify(ret.token, payment.status)
  if (status !== 'pending' && payment.status === 'pending') await settlePayment(shop, payment.id_payment, status, links)
  return { status, order: (await findOrder(shop.db, payment.id_order))! }
}
