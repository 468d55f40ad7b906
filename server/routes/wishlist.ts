// The wishlist of a logged-in customer: products (optionally a chosen combination) to buy later.
import { Wishlist } from '@contract/api/wishlist'
import { call } from '../http/calls'
import { notFound } from '../lib/apiError'
import type { Lang } from '../lib/lang'
import { id, int, obj } from '@contract/schema'
import { listingItems } from '../services/catalog/presenter'
import type { Shop } from '../shop'

async function wishlist(shop: Shop, lang: Lang, idCustomer: number) {
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

const key = obj({ id_product: id(), id_product_attribute: int(0) }, ['id_product'])

const getWishlist = call({
  name: 'getWishlist',
  answer: Wishlist,
  auth: true,
  async handler({ shop, session, lang }) {
    return { psdata: await wishlist(shop, lang, session.requireCustomer().id_customer) }
  },
})

const addToWishlist = call({
  name: 'addToWishlist',
  answer: Wishlist,
  created: true,
  auth: true,
  writes: true,
  body: key,
  async handler({ shop, session, lang, body }) {
    const idCustomer = session.requireCustomer().id_customer
    const ipa = body.id_product_attribute ?? 0
    const [product] = await shop.db.query(
      `select 1 from products p where p.id_product = $1 and p.active
          and ($2 = 0 or exists (select 1 from combinations c where c.id_product = p.id_product and c.id_product_attribute = $2))`,
      [body.id_product, ipa],
    )
    if (!product) throw notFound('product.not_found')
    await shop.db.query('insert into wishlist (id_customer, id_product, id_product_attribute) values ($1, $2, $3) on conflict do nothing', [
      idCustomer,
      body.id_product,
      ipa,
    ])
    return { psdata: await wishlist(shop, lang, idCustomer), message: 'Added to wishlist' }
  },
})

const removeFromWishlist = call({
  name: 'removeFromWishlist',
  answer: Wishlist,
  auth: true,
  writes: true,
  body: key,
  async handler({ shop, session, lang, body }) {
    const idCustomer = session.requireCustomer().id_customer
    const rows = await shop.db.query('delete from wishlist where id_customer = $1 and id_product = $2 and id_product_attribute = $3 returning id_product', [
      idCustomer,
      body.id_product,
      body.id_product_attribute ?? 0,
    ])
    if (!rows.length) throw notFound('wishlist.line_not_found')
    return { psdata: await wishlist(shop, lang, idCustomer), message: 'Removed from wishlist' }
  },
})

export const wishlistCalls = [getWishlist, addToWishlist, removeFromWishlist]
