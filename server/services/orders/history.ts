// The customer's order history: a page of their orders, newest first, each with what the withdrawal function
// offers for it.
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { pagination } from '../catalog/listing'
import { remainingByOrder } from '../withdrawals/records'
import { withdrawalState } from '../withdrawals/state'
import { presentOrderSummary, type OrderRow } from './presenter'

const ORDERS_PER_PAGE = 10

export async function orderHistory(db: Queryable, lang: Lang, idCustomer: number, page: number) {
  const rows = await db.query<OrderRow & { products_count: number; total: number }>(
    `select o.*, (select coalesce(sum(quantity), 0) from order_details d where d.id_order = o.id_order) as products_count,
            count(*) over () as total
       from orders o where o.id_customer = $1 order by o.date_add desc, o.id_order desc limit ${ORDERS_PER_PAGE} offset $2`,
    [idCustomer, (page - 1) * ORDERS_PER_PAGE],
  )
  const total = rows[0]?.total ?? (await db.query<{ n: number }>('select count(*) as n from orders where id_customer = $1', [idCustomer]))[0]!.n
  const remaining = await remainingByOrder(
    db,
    rows.map((o) => o.id_order),
  )
  const now = new Date()
  const orders = rows.map((o) => ({
    ...presentOrderSummary(o, lang),
    // What the withdrawal function offers for it: the list's "Withdraw from contract here" / "Cancel order".
    withdrawal: { mode: withdrawalState(o, remaining.get(o.id_order) ?? 0, now).mode },
  }))
  return { orders, pagination: pagination(total, page, ORDERS_PER_PAGE) }
}
