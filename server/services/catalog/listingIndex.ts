// Keeps product_category's copies of a product's listing keys in step after stock or sales change.
import type { Queryable } from '../../db/client'

export async function syncListing(db: Queryable, idProducts: number[]): Promise<void> {
  if (!idProducts.length) return
  await db.query(
    `update product_category pc set in_stock = p.quantity > 0, sales = p.sales
       from products p where p.id_product = pc.id_product and pc.id_product = any($1)`,
    [idProducts],
  )
}
