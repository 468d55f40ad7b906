// updateOrder: the customer cancels their order before it ships (services/orders/cancel.ts, with its e-mail; the
// stock it gave back changes the catalogue) or changes its delivery message until it has left.
import type { UpdateOrderInput } from '@contract/api/orders'
import type { Session } from '../../http/session'
import { invalid } from '../../lib/apiError'
import type { MailLinks } from '../../lib/publicUrl'
import type { Shop } from '../../shop'
import { orderProductsChanged } from '../catalogChanges'
import { cancelOrderAndNotify } from './cancel'
import { findOrder } from './find'
import type { OrderRow } from './presenter'
import { visibleOrder } from './visible'

/** Applies the change to an order of the session's (404 for any other); returns the order as now stored. */
export async function changeOrder(shop: Shop, session: Session, change: UpdateOrderInput, links: MailLinks): Promise<OrderRow> {
  const order = await visibleOrder(shop, session, { id_order: change.id_order })
  if (change.action === undefined && change.delivery_message === undefined) throw invalid({ action: 'order.nothing_to_change' })
  if (change.action === 'cancel') {
    await cancelOrderAndNotify(shop, order.id_order, links)
    await orderProductsChanged(shop, [order.id_order])
  }
  if (change.delivery_message !== undefined) {
    if (['shipped', 'delivered', 'canceled', 'refunded'].includes(order.status)) throw invalid({ delivery_message: 'order.already_left' })
    await shop.db.query('update orders set delivery_message = $2, date_upd = now() where id_order = $1', [
      order.id_order,
      change.delivery_message.trim() || null,
    ])
  }
  return (await findOrder(shop.db, order.id_order))!
}
