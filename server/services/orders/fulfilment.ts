// An order's way to the customer after payment: processing, shipped, delivered. The reference shop has no
// warehouse or carrier integration that reports these; the demo seed and the end-to-end test control
// (/sandbox/test/order-status) record them here, as a warehouse system would: the status, a history entry dated
// when it happened, and for a delivery the moment the withdrawal period starts from.
import type { Db } from '../../db/client'

/** Orders not yet on their way may be cancelled (stock and points come back): orders/cancel.ts. */
export const CANCELLABLE = ['awaiting_payment', 'payment_accepted', 'processing']

export const FULFILMENT_STATUSES = ['processing', 'shipped', 'delivered'] as const
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number]

export async function recordFulfilment(db: Db, idOrder: number, status: FulfilmentStatus, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ shipped: boolean }>(
      `select exists (select 1 from order_history h where h.id_order = o.id_order and h.status = 'shipped') as shipped
         from orders o where o.id_order = $1 for no key update`,
      [idOrder],
    )
    // Delivered means it was shipped first: the history says so too.
    if (status === 'delivered' && order && !order.shipped) {
      await tx.query(`insert into order_history (id_order, status, date_add) values ($1, 'shipped', $2)`, [idOrder, at])
    }
    await tx.query(
      `update orders set status = $2, date_upd = now(), delivered_at = case when $2 = 'delivered' then $3::timestamptz else delivered_at end
        where id_order = $1`,
      [idOrder, status, at],
    )
    await tx.query('insert into order_history (id_order, status, date_add) values ($1, $2, $3)', [idOrder, status, at])
  })
}
