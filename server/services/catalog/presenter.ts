// Products as psdata in PrestaShop presenter field names: the listing item (cards, carts' suggestions, wishlist)
// built for a list of ids in one query, in the order asked for.
import type { Db } from '../../db/client'
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { attributeCatalog } from './attributes'
import { WHOLE_CATALOGUE } from './listingSql'
import { priceFields, toDiscount } from './pricing'
import { brandUrl, categoryUrl, productUrl } from '@contract/pageUrls'

/** At or below this stock a product shows "last items". */
export const LOW_STOCK = 3
const NEW_FOR_DAYS = 60

export interface ProductRow {
  id_product: number
  id_family: number
  reference: string
  price: number
  discount_type: string | null
  discount_value: number | null
  quantity: number
  preorder_date: string | null
  size_guide: boolean
  manual: boolean
  date_add: Date
  sales: number
  rating_avg: number
  rating_count: number
  id_manufacturer: number | null
  id_category_default: number
  name: string
  link_rewrite: string
  description_short: string | null
  brand_name: string | null
  brand_slug: string | null
  category_name: string
  category_slug: string
  cover_key: string | null
  default_ipa: number | null
  default_impact: number | null
}

export const PRODUCT_COLUMNS = `p.id_product, p.id_family, p.reference, p.price, p.discount_type, p.discount_value, p.quantity,
  p.preorder_date, p.size_guide, p.manual, p.date_add, p.sales, p.rating_avg, p.rating_count, p.id_manufacturer,
  p.id_category_default, pl.name, pl.link_rewrite, pt.description_short, b.name as brand_name, b.link_rewrite as brand_slug,
  cl.name as category_name, cl.link_rewrite as category_slug,
  (select pi.image_key from product_images pi where pi.id_product = p.id_product order by pi.position limit 1) as cover_key,
  dc.id_product_attribute as default_ipa, dc.price_impact as default_impact`

/** FROM clause for PRODUCT_COLUMNS; $1 is the language. */
export const PRODUCT_FROM = `from products p
  join product_lang pl on pl.id_product = p.id_product and pl.lang = $1
  left join product_texts pt on pt.id_family = p.id_family and pt.lang = $1
  left join brands b on b.id_manufacturer = p.id_manufacturer
  join category_lang cl on cl.id_category = p.id_category_default and cl.lang = $1
  left join combinations dc on dc.id_product = p.id_product and dc.default_on`

export type Availability = 'available' | 'last_remaining_items' | 'preorder' | 'unavailable'

export function availability(quantity: number, preorderDate: string | null): Availability {
  if (quantity > 0) return quantity <= LOW_STOCK ? 'last_remaining_items' : 'available'
  return preorderDate ? 'preorder' : 'unavailable'
}

export function presentListingItem(row: ProductRow, lang: Lang, colors: ColorSwatch[] = []) {
  const status = availability(row.quantity, row.preorder_date)
  const dateAdd = new Date(row.date_add)
  return {
    id_product: row.id_product,
    id_product_attribute: row.default_ipa ?? 0,
    name: row.name,
    link_rewrite: row.link_rewrite,
    url: productUrl(lang, row.id_product, row.link_rewrite),
    reference: row.reference,
    sku: row.reference,
    description_short: row.description_short ?? '',
    quantity: row.quantity,
    availability: status,
    available_for_order: status !== 'unavailable',
    preorder: row.preorder_date && row.quantity <= 0 ? { available_date: row.preorder_date } : null,
    ...priceFields(Number(row.price) + Number(row.default_impact ?? 0), toDiscount(row.discount_type, row.discount_value)),
    default_image: imageShape('p', row.cover_key, row.name),
    brand: row.id_manufacturer
      ? {
          id_manufacturer: row.id_manufacturer,
          name: row.brand_name,
          link_rewrite: row.brand_slug,
          url: brandUrl(lang, row.id_manufacturer, row.brand_slug ?? ''),
        }
      : null,
    manufacturer_name: row.brand_name,
    category: {
      id_category: row.id_category_default,
      name: row.category_name,
      link_rewrite: row.category_slug,
      url: categoryUrl(lang, row.id_category_default, row.category_slug),
    },
    category_name: row.category_name,
    rating: { average: Number(row.rating_avg), count: row.rating_count },
    colors,
    date_add: dateAdd.toISOString(),
    new: Date.now() - dateAdd.getTime() < NEW_FOR_DAYS * 86_400_000,
    size_guide: row.size_guide,
    manual: row.manual,
  }
}

export type ListingItem = ReturnType<typeof presentListingItem>

export interface ColorSwatch {
  id_attribute: number
  name: string
  color: string
}

/** Colour swatches from the listing index's attribute ids (one indexed row per product). */
async function colorsOf(shop: Shop, lang: Lang, ids: number[]): Promise<Map<number, ColorSwatch[]>> {
  const rows = await shop.db.query<{ id_product: number; attributes: number[] }>(
    'select id_product, attributes from product_category where id_category = $1 and id_product = any($2)',
    [WHOLE_CATALOGUE, ids],
  )
  const catalog = await attributeCatalog(shop, lang)
  const swatches = (attributes: number[]) =>
    attributes
      .map((id) => catalog.attributeById.get(id))
      .filter((a): a is NonNullable<typeof a> => !!a?.color)
      .sort((a, b) => a.position - b.position || a.id_attribute - b.id_attribute)
      .map((a) => ({ id_attribute: a.id_attribute, name: a.name, color: a.color! }))
  return new Map(rows.map((r) => [r.id_product, swatches(r.attributes)]))
}

export async function productRows(db: Db, lang: Lang, ids: number[]): Promise<ProductRow[]> {
  if (!ids.length) return []
  return db.query<ProductRow>(`select ${PRODUCT_COLUMNS} ${PRODUCT_FROM} where p.id_product = any($2) and p.active`, [lang, ids])
}

/** Listing items for these ids, in the same order (unknown or inactive ids are left out). */
export async function listingItems(shop: Shop, lang: Lang, ids: number[]): Promise<ListingItem[]> {
  if (!ids.length) return []
  const rows = await productRows(shop.db, lang, ids)
  const colors = await colorsOf(shop, lang, ids)
  const byId = new Map(rows.map((r) => [r.id_product, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [presentListingItem(row, lang, colors.get(id) ?? [])] : []
  })
}
