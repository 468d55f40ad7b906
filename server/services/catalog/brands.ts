// Brands (manufacturers): the list with logos and product counts, one brand with its description.
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { brandUrl } from '@contract/pageUrls'

export interface BrandRow {
  id_manufacturer: number
  name: string
  link_rewrite: string
  description: string
  logo_key: string | null
  free_shipping_from: number | null
  nb_products: number
}

export function brandRows(shop: Shop, lang: Lang): Promise<BrandRow[]> {
  return shop.structureCache.getOrLoad(`brands:${lang}`, () =>
    shop.db.query<BrandRow>(
      `select b.id_manufacturer, b.name, b.link_rewrite, bl.description, b.logo_key, b.free_shipping_from,
              (select count(*) from products p where p.id_manufacturer = b.id_manufacturer and p.active) as nb_products
         from brands b left join brand_lang bl on bl.id_manufacturer = b.id_manufacturer and bl.lang = $1
        order by b.name`,
      [lang],
    ),
  )
}

export function presentBrand(b: BrandRow, lang: Lang, withDescription = false) {
  return {
    id_manufacturer: b.id_manufacturer,
    name: b.name,
    link_rewrite: b.link_rewrite,
    url: brandUrl(lang, b.id_manufacturer, b.link_rewrite),
    image: imageShape('m', b.logo_key, b.name),
    nb_products: b.nb_products,
    free_shipping_from: b.free_shipping_from,
    ...(withDescription ? { description: b.description } : {}),
  }
}
