// Stock moves of orders: taken line by line when an order is created (never below zero; pre-orders take
// nothing), given back when its payment fails or it is cancelled. Both are idempotent per line.
import type { Queryable } from '../../db/client'
import { invalid } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'
import { syncListing } from '../catalog/listingIndex'

export interface ReservableLine {
  id_order_detail: number
  id_product: number
  id_product_attribute: number
  quantity: number
  name: string
  preorder: boolean
}

export async function reserveStock(db: Queryable, lines: ReservableLine[]): Promise<void> {
  for (const line of lines) {
    const taken = line.id_product_attribute
      ? await db.query('update combinations set quantity = quantity - $2 where id_product_attribute = $1 and quantity >= $2 returning quantity', [
          line.id_product_attribute,
          line.quantity,
        ])
      : await db.query('update products set quantity = quantity - $2 where id_product = $1 and quantity >= $2 returning quantity', [
          line.id_product,
          line.quantity,
        ])
    if (!taken.length) {
      if (line.preorder) continue
      throw invalid({ cart: refusal('order.line_unavailable', { name: line.name }) }, 'order.stock_changed')
    }
    if (line.id_product_attribute) {
      await db.query('update products set quantity = quantity - $2 where id_product = $1', [line.id_product, line.quantity])
    }
    await db.query('update order_details set reserved_quantity = $2 where id_order_detail = $1', [line.id_order_detail, line.quantity])
  }
  await syncListing(
    db,
    lines.map((l) => l.id_product),
  )
}

export async function releaseStock(db: Queryable, idOrder: number): Promise<void> {
  // RETURNING shows new values: the CTE keeps the quantities being given back.
  const lines = await db.query<{ id_product: number; id_product_attribute: number; reserved_quantity: number }>(
    `with taken as (select id_order_detail, reserved_quantity from order_details where id_order = $1 and reserved_quantity > 0 for update)
     update order_details d set reserved_quantity = 0 from taken where d.id_order_detail = taken.id_order_detail
     returning d.id_product, d.id_product_attribute, taken.reserved_quantity`,
    [idOrder],
  )
  for (const line of lines) {
    if (line.id_product_attribute) {
      await db.query('update combinations set quantity = quantity + $2 where id_product_attribute = $1', [line.id_product_attribute, line.reserved_quantity])
    }
    await db.query('update products set quantity = quantity + $2 where id_product = $1', [line.id_product, line.reserved_quantity])
  }
  await syncListing(
    db,
    lines.map((l) => l.id_product),
  )
}
