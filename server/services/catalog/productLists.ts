// The home page's lists (featured, best sellers, latest) and a product's related products: fixed orders, no
// facets, paginated.
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { requireActiveProduct } from './activeProduct'
import { pagination } from './listing'
import { listingItems } from './presenter'

export type HomeList = 'featured' | 'bestsellers' | 'latest'

const HOME_LISTS: Record<HomeList, { where: string; order: string }> = {
  featured: { where: 'p.featured', order: 'p.id_product' },
  bestsellers: { where: 'p.sales > 0', order: 'p.sales desc, p.id_product' },
  latest: { where: 'true', order: 'p.date_add desc, p.id_product' },
}

/** Lists stop after this many products: they are showcases, not catalogues. */
const HOME_LIST_MAX = 48

export async function homeList(shop: Shop, lang: Lang, list: HomeList, page: number, perPage: number) {
  return shop.catalogCache.getOrLoad(`home:${list}:${lang}:${page}:${perPage}`, async () => {
    const { where, order } = HOME_LISTS[list]
    const rows = await shop.db.query<{ id_product: number }>(
      `select p.id_product from products p where p.active and ${where} order by ${order} limit ${HOME_LIST_MAX}`,
    )
    const ids = rows.map((r) => r.id_product)
    const pageIds = ids.slice((page - 1) * perPage, page * perPage)
    return { products: await listingItems(shop, lang, pageIds), pagination: pagination(ids.length, page, perPage) }
  })
}

const RELATED_MAX = 24

/** The product's chosen related products, topped up with best sellers of its category; 404 for a product not shown. */
export async function relatedProducts(shop: Shop, lang: Lang, idProduct: number, page: number, perPage: number) {
  await requireActiveProduct(shop.db, idProduct)
  const chosen = await shop.db.query<{ id_related: number }>(
    `select r.id_related from product_related r join products p on p.id_product = r.id_related and p.active
      where r.id_product = $1 order by r.position`,
    [idProduct],
  )
  const sameCategory = await shop.db.query<{ id_product: number }>(
    `select p.id_product from products p
      where p.active and p.id_product <> $1
        and p.id_category_default = (select id_category_default from products where id_product = $1)
      order by p.sales desc, p.id_product limit ${RELATED_MAX}`,
    [idProduct],
  )
  const ids = [...new Set([...chosen.map((r) => r.id_related), ...sameCategory.map((r) => r.id_product)])].slice(0, RELATED_MAX)
  return {
    products: await listingItems(shop, lang, ids.slice((page - 1) * perPage, page * perPage)),
    pagination: pagination(ids.length, page, perPage),
  }
}
