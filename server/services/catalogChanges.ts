// A write that changes what the catalogue shows (stock and sales of an order, ratings of a review) drops the
// catalogue answers and the pages made from them, in this process and in every other API process on the database
// (PostgreSQL NOTIFY, a millisecond or two after the commit). Only once its transaction has committed: a page
// loaded between the clear and the commit would read the old rows and keep them for a cache lifetime.
import type { Shop } from '../shop'

const CHANNEL = 'catalog_changed'

export async function catalogChanged(shop: Shop): Promise<void> {
  await shop.db.notify(CHANNEL)
  await shop.db.afterCommit(() => shop.catalogCache.clear())
}

/** Clears this process's catalogue answers whenever another process changed the catalogue; returns stop. */
export function followCatalogChanges(shop: Shop): Promise<() => Promise<void>> {
  return shop.db.listen(CHANNEL, () => shop.catalogCache.clear())
}
