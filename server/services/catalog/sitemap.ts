// What the sitemap lists (routes/seo.ts writes it as XML): every active product with its slugs, last change and
// first pictures; every category, brand and content page with its slugs.
import type { Queryable } from '../../db/client'

/** Pictures listed per product: the gallery's first ones (a search engine needs no more to know the product). */
const IMAGES_PER_PRODUCT = 5

export type SitemapProducts = { id: number; slugs: Record<string, string>; date_upd: Date | string; image_keys: string[] | null }[]

export async function activeProductCount(db: Queryable): Promise<number> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*) as n from products where active')
  return n
}

/** Active products in id order, a part of the list at a time. */
export async function sitemapProducts(db: Queryable, offset: number, limit: number): Promise<SitemapProducts> {
  return db.query(
    `select p.id_product as id, p.date_upd,
            (select json_object_agg(pl.lang, pl.link_rewrite) from product_lang pl where pl.id_product = p.id_product) as slugs,
            array(select pi.image_key from product_images pi where pi.id_product = p.id_product order by pi.position limit ${IMAGES_PER_PRODUCT}) as image_keys
       from products p where p.active order by p.id_product limit $1 offset $2`,
    [limit, offset],
  )
}

/** The other pages: categories and content pages with their slug per language, brands with their one slug. */
export async function sitemapPages(db: Queryable) {
  const categories = await db.query<{ id: number; slugs: Record<string, string> }>(
    'select id_category as id, json_object_agg(lang, link_rewrite) as slugs from category_lang group by id_category order by id_category',
  )
  const brands = await db.query<{ id: number; slug: string }>('select id_manufacturer as id, link_rewrite as slug from brands order by id_manufacturer')
  const cms = await db.query<{ slugs: Record<string, string> }>(
    'select json_object_agg(lang, link_rewrite) as slugs from cms_lang group by id_cms order by id_cms',
  )
  return { categories, brands, cms }
}
