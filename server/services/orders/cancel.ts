// Cancelling an order that has not shipped: the customer's updateOrder (cancelOrderAndNotify: with its e-mail) and
// the withdrawal function's cancellation of an unshipped order (services/withdrawals, with its acknowledgement) both
// go through cancelOrder.
import type { Db } from '../../db/client'
import { invalid } from '../../lib/apiError'
import type { MailLinks } from '../../lib/publicUrl'
import { orderCancelledMail } from '../../mail/withdrawal'
import type { Shop } from '../../shop'
import { CANCELLABLE } from './fulfilment'
import type { OrderRow } from './presenter'
import { recordRefundDue, setOrderStatus, unwindOrder } from './settle'

/** Whether cancelling an order in this status gives money back (it was paid). */
export const cancelRefunds = (status: string) => status !== 'awaiting_payment'

/**
 * Cancels an order once; a paid order's money is recorded as a refund due. The order, then its payment, are locked
 * and the status read again inside the transaction (settlePayment locks them in the same order): of two cancels at
 * once the second finds the order cancelled, and a payment outcome arriving meanwhile is applied either before (the
 * order is then paid, and refunded here) or after (settlePayment records the late approval as a refund due).
 * Joins the caller's transaction (as a savepoint) when there is one. Returns the order as it was before.
 */
export async function cancelOrder(db: Db, idOrder: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow>('select * from orders where id_order = $1 for no key update', [idOrder])
    if (!order || !CANCELLABLE.includes(order.status)) throw invalid({ action: 'order.not_cancellable' })
    await tx.query('select id_payment from payments where id_order = $1 order by id_payment for no key update', [idOrder])
    await tx.query(`update payments set status = 'canceled', date_upd = now() where id_order = $1 and status = 'pending'`, [idOrder])
    await setOrderStatus(tx, idOrder, 'canceled')
    if (cancelRefunds(order.status)) {
      await recordRefundDue(tx, idOrder)
      await setOrderStatus(tx, idOrder, 'refunded')
    }
    // The fresh row: points earned by a payment settled just before this cancel go too.
    await unwindOrder(tx, order)
    return order
  })
}

/**
 * The customer's cancel from their account (updateOrder): the order is cancelled and the confirmation e-mail written in
 * one transaction (the outbox's message commits with the cancel it confirms).
 */
export async function cancelOrderAndNotify(shop: Shop, idOrder: number, links: MailLinks): Promise<void> {
  await shop.db.transaction(async (tx) => {
    const before = await cancelOrder(shop.db, idOrder)
    const [who] = await tx.query<{ firstname: string; is_guest: boolean; now: Date }>(
      'select firstname, is_guest, now() as now from customers where id_customer = $1',
      [before.id_customer],
    )
    const lines = await tx.query<{ product_name: string; attributes: string; quantity: number }>(
      'select product_name, attributes, quantity from order_details where id_order = $1 order by id_order_detail',
      [idOrder],
    )
    await shop.mailer.send(
      orderCancelledMail(shop.config.shopName, before.lang, before.email, {
        reference: before.reference,
        name: who!.firstname,
        cancelledAt: new Date(who!.now),
        lines: lines.map((l) => ({ name: l.product_name, attributes: l.attributes, quantity: l.quantity })),
        refund: cancelRefunds(before.status) ? Number(before.total_paid) : null,
        url: links.order(before.lang, before.reference, who!.is_guest),
      }),
    )
  })
}
