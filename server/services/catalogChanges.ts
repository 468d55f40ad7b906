// A write that changes what the catalogue shows (stock and sales of an order, ratings of a review) drops the
// catalogue answers and the pages made from them — in this process and in every other API process on the database
// (PostgreSQL NOTIFY, a millisecond or two after the commit) — and purges the pages it alters from the HTTP cache in
// front (http/cdnPurger.ts), by the cache tags of what changed (render/cacheTags.ts). Only once its transaction has
// committed: a page loaded between the clear and the commit would read the old rows and keep them for a cache lifetime.
//
// With several processes, each one purges when it has cleared its own caches (on the notification, its own
// process's too): a purge sent before another process had cleared could let that process's old copy of a page back
// into the cache in front. The purges are the same, so N processes sending them changes nothing but the count.
import type { Shop } from '../shop'
import { SHOP_TAG, productTag } from '../render/cacheTags'

const CHANNEL = 'catalog_changed'

/** The catalogue changed; `tags` name what (render/cacheTags.ts). In the change's transaction, if it has one. */
export async function catalogChanged(shop: Shop, tags: string[]): Promise<void> {
  // Nothing named, nothing changed (and an empty notification means "anything may have": see followCatalogChanges).
  if (tags.length === 0) return
  await shop.db.notify(CHANNEL, tags.join(' '))
  await shop.db.afterCommit(() => {
    shop.catalogCache.clear()
    // PGlite belongs to this process alone and tells nobody (not even this process): it purges here.
    if (shop.db.driver === 'pglite') shop.cdnPurger.purge(tags)
  })
}

/** The products of these orders changed (stock, sales): every page that shows one of them. */
export async function orderProductsChanged(shop: Shop, idOrders: number[]): Promise<void> {
  const rows = await shop.db.query<{ id_product: number }>('select distinct id_product from order_details where id_order = any($1::int[]) order by 1', [
    idOrders,
  ])
  await catalogChanged(
    shop,
    rows.map((r) => productTag(r.id_product)),
  )
}

/** Clears this process's catalogue answers and settings and purges the cache in front whenever a process (this one
 * too) changed the catalogue or the settings; returns stop. After a lost connection nobody knows what changed
 * meanwhile: everything goes. */
export function followCatalogChanges(shop: Shop): Promise<() => Promise<void>> {
  return shop.db.listen(CHANNEL, (payload) => {
    shop.catalogCache.clear()
    // The theme is read into every page: a settings change reaches this process with the notice, not a second later.
    shop.settings.forget()
    shop.cdnPurger.purge(payload ? payload.split(' ') : [SHOP_TAG])
  })
}
