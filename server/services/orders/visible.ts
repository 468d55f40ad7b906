// Which orders a session may see and act on (order details, cancellation, returns, feedback).
import type { Session } from '../../http/session'
import { notFound } from '../../lib/apiError'
import type { Shop } from '../../shop'
import type { OrderRow } from './presenter'

/** An order the session may see: the logged-in customer's, or the guest checkout's of this session. */
export async function visibleOrder(shop: Shop, session: Session, ref: { id_order?: number; reference?: string }): Promise<OrderRow> {
  const owners = [session.customerId, session.guestId].filter((x): x is number => x !== null)
  const [order] = owners.length
    ? await shop.db.query<OrderRow>('select * from orders where (id_order = $1 or reference = $2) and id_customer = any($3)', [
        ref.id_order ?? null,
        ref.reference ?? null,
        owners,
      ])
    : []
  if (!order) throw notFound('order.not_found')
  return order
}
