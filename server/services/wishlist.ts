// The wishlist of a logged-in customer: products (optionally a chosen combination) to buy later, newest first.
import type { Queryable } from '../db/client'
import { notFound } from '../lib/apiError'
import type { Lang } from '../lib/lang'
import type { Shop } from '../shop'
import { listingItems } from './catalog/presenter'

/** A wishlist line: a product, and its combination (0 or none = the product as such). */
export interface WishlistKey {
  id_product: number
  id_product_attribute?: number
}

/** The customer's wishlist as psdata: each line's product as the listings show it, with the combination and when it was added. */
export async function listWishlist(shop: Shop, lang: Lang, idCustomer: number) {
  const rows = await shop.db.query<{ id_product: number; id_product_attribute: number; date_add: Date }>(
    'select id_product, id_product_attribute, date_add from wishlist where id_customer = $1 order by date_add desc, id_product',
    [idCustomer],
  )
  const items = await listingItems(shop, lang, [...new Set(rows.map((r) => r.id_product))])
  const byId = new Map(items.map((i) => [i.id_product, i]))
  return {
    products: rows.flatMap((r) => {
      const item = byId.get(r.id_product)
      return item ? [{ ...item, id_product_attribute: r.id_product_attribute, added_at: new Date(r.date_add).toISOString() }] : []
    }),
  }
}

/** Adds an active product (and an existing combination of it) once; adding it again changes nothing. 404 otherwise. */
export async function addWishlistLine(db: Queryable, idCustomer: number, key: WishlistKey): Promise<void> {
  const ipa = key.id_product_attribute ?? 0
  const [product] = await db.query(
    `select 1 from products p where p.id_product = $1 and p.active
        and ($2 = 0 or exists (select 1 from combinations c where c.id_product = p.id_product and c.id_product_attribute = $2))`,
    [key.id_product, ipa],
  )
  if (!product) throw notFound('product.not_found')
  await db.query('insert into wishlist (id_customer, id_product, id_product_attribute) values ($1, $2, $3) on conflict do nothing', [
    idCustomer,
    key.id_product,
    ipa,
  ])
}

/** Removes a line of the customer's wishlist; 404 when there is none. */
export async function removeWishlistLine(db: Queryable, idCustomer: number, key: WishlistKey): Promise<void> {
  const rows = await db.query('delete from wishlist where id_customer = $1 and id_product = $2 and id_product_attribute = $3 returning id_product', [
    idCustomer,
    key.id_product,
    key.id_product_attribute ?? 0,
  ])
  if (!rows.length) throw notFound('wishlist.line_not_found')
}
