// The one check that a product may be shown, reviewed or listed beside: it exists and is active (404 otherwise).
import type { Queryable } from '../../db/client'
import { notFound } from '../../lib/apiError'

export async function requireActiveProduct(db: Queryable, idProduct: number): Promise<void> {
  const [row] = await db.query('select 1 from products where id_product = $1 and active', [idProduct])
  if (!row) throw notFound('product.not_found')
}
