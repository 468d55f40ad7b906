// Reading an order back after a change (placed, paid, cancelled, withdrawn from), to answer with it as it now is.
import type { Queryable } from '../../db/client'
import type { OrderRow } from './presenter'

export async function findOrder(db: Queryable, idOrder: number): Promise<OrderRow | undefined> {
  const [order] = await db.query<OrderRow>('select * from orders where id_order = $1', [idOrder])
  return order
}

/** The order with its number of items, as the order history's row shows it. */
export async function findOrderWithCount(db: Queryable, idOrder: number): Promise<(OrderRow & { products_count: number }) | undefined> {
  const [order] = await db.query<OrderRow & { products_count: number }>(
    `select o.*, (select coalesce(sum(quantity), 0) from order_details d where d.id_order = o.id_order) as products_count
       from orders o where o.id_order = $1`,
    [idOrder],
  )
  return order
}
