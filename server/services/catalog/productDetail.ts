// The product page's psdata: the listing fields plus description, images, features, attribute groups and
// combinations (stock and price of each), the selected combination, size guide, manual, breadcrumb, the
// product's slug in every language and its newest reviews (for the page's structured data).
import type { Db } from '../../db/client'
import { notFound } from '../../lib/apiError'
import { imageShape } from '../../lib/images'
import { LANGS, type Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { attributeCatalog, type AttributeCatalog } from './attributes'
import { breadcrumb, categoryTree } from './categories'
import { presentListingItem, availability, PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from './presenter'
import { priceFields, toDiscount } from './pricing'
import { sizeGuide } from './sizeGuide'
import { manualUrl } from './urls'

interface CombinationRow {
  id_product_attribute: number
  reference: string
  quantity: number
  price_impact: number
  default_on: boolean
  attributes: number[]
}

interface ImageRow {
  image_key: string
  id_attribute: number | null
}

interface ReviewRow {
  title: string
  content: string
  customer_name: string
  grade: number
  date_add: Date
}

/** How many of the newest reviews come with the product (the reviews section pages through all of them). */
export const LATEST_REVIEWS = 5

export interface ProductData {
  row: ProductRow & { description: string; features: { name: string; value: string }[]; family_reference: string }
  combinations: CombinationRow[]
  images: ImageRow[]
  alternates: Record<string, string>
  reviews: ReviewRow[]
}

async function loadProduct(db: Db, lang: Lang, id: number): Promise<ProductData | null> {
  const [row] = await db.query<ProductData['row']>(
    `select ${PRODUCT_COLUMNS}, pt.description, pt.features,
            (select f.reference from products f where f.id_product = p.id_family) as family_reference
       ${PRODUCT_FROM} where p.id_product = $2 and p.active`,
    [lang, id],
  )
  if (!row) return null
  const combinations = await db.query<CombinationRow>(
    `select c.id_product_attribute, c.reference, c.quantity, c.price_impact, c.default_on,
            array(select ca.id_attribute from combination_attributes ca where ca.id_product_attribute = c.id_product_attribute order by ca.id_attribute) as attributes
       from combinations c where c.id_product = $1 order by c.id_product_attribute`,
    [id],
  )
  const images = await db.query<ImageRow>('select image_key, id_attribute from product_images where id_product = $1 order by position', [id])
  const slugs = await db.query<{ lang: string; link_rewrite: string }>('select lang, link_rewrite from product_lang where id_product = $1', [id])
  // Only what the reviews section shows anyone: never who wrote it beyond the published name.
  const reviews = await db.query<ReviewRow>(
    `select title, content, customer_name, grade, date_add from reviews where id_product = $1
      order by date_add desc, id_product_comment desc limit ${LATEST_REVIEWS}`,
    [id],
  )
  return { row, combinations, images, alternates: Object.fromEntries(slugs.map((s) => [s.lang, s.link_rewrite])), reviews }
}

/** The combination for a selection (group id → attribute id); a partial selection takes the first in stock. */
export function selectCombination(combinations: CombinationRow[], selection: Record<string, number> | undefined) {
  if (!combinations.length) return null
  const wanted = Object.values(selection ?? {})
  if (!wanted.length) return combinations.find((c) => c.default_on) ?? combinations[0]!
  const matching = combinations.filter((c) => wanted.every((a) => c.attributes.includes(a)))
  return matching.find((c) => c.quantity > 0) ?? matching[0] ?? null
}

function presentGroups(data: ProductData, catalog: AttributeCatalog, selected: number[]) {
  const used = new Map<number, number>() // attribute → stock over its combinations
  for (const c of data.combinations) for (const a of c.attributes) used.set(a, (used.get(a) ?? 0) + c.quantity)
  return catalog.groups
    .map((g) => ({
      id_attribute_group: g.id_attribute_group,
      name: g.name,
      group_type: g.group_type,
      attributes: g.attributes
        .filter((a) => used.has(a.id_attribute))
        .map((a) => ({
          id_attribute: a.id_attribute,
          name: a.name,
          html_color_code: a.color,
          selected: selected.includes(a.id_attribute),
          quantity: used.get(a.id_attribute) ?? 0,
        })),
    }))
    .filter((g) => g.attributes.length)
}

export async function productDetail(shop: Shop, lang: Lang, id: number, selection?: Record<string, number>) {
  const data = await shop.catalogCache.getOrLoad(`product:${lang}:${id}`, () => loadProduct(shop.db, lang, id))
  if (!data) throw notFound('product.not_found')
  const catalog = await attributeCatalog(shop, lang)
  const { row } = data
  const chosen = selectCombination(data.combinations, selection)
  const selectionMissed = data.combinations.length > 0 && chosen === null
  const discount = toDiscount(row.discount_type, row.discount_value)
  const quantity = data.combinations.length ? (chosen?.quantity ?? 0) : row.quantity
  const selectedAttributes = chosen?.attributes ?? Object.values(selection ?? {})

  // The chosen colour's picture first, then the shared ones.
  const colour = selectedAttributes.find((a) => catalog.attributeById.get(a)?.color)
  const pictures = [...data.images.filter((i) => colour !== undefined && i.id_attribute === colour), ...data.images.filter((i) => i.id_attribute === null)]
  const images = pictures.map((i) => imageShape('p', i.image_key, row.name)!)
  const sizeGroup = presentGroups(data, catalog, selectedAttributes).find((g) => g.group_type !== 'color')
  const tree = await categoryTree(shop, lang)

  return {
    ...presentListingItem(row, lang),
    id_product_attribute: chosen?.id_product_attribute ?? null,
    combination_available: !selectionMissed,
    quantity,
    availability: selectionMissed ? 'unavailable' : availability(quantity, row.preorder_date),
    available_for_order: !selectionMissed && (quantity > 0 || row.preorder_date !== null),
    preorder: row.preorder_date && quantity <= 0 ? { available_date: row.preorder_date } : null,
    ...priceFields(Number(row.price) + Number(chosen?.price_impact ?? 0), discount),
    reference: chosen?.reference ?? row.reference,
    sku: chosen?.reference ?? row.reference,
    description: row.description,
    features: row.features,
    default_image: images[0] ?? null,
    images,
    groups: presentGroups(data, catalog, selectedAttributes),
    combinations: data.combinations.map((c) => ({
      id_product_attribute: c.id_product_attribute,
      attributes: c.attributes,
      reference: c.reference,
      quantity: c.quantity,
      default_on: c.default_on,
      ...priceFields(Number(row.price) + Number(c.price_impact), discount),
    })),
    size_guide: row.size_guide ? sizeGuide(lang, sizeGroup?.attributes.map((a) => a.name) ?? []) : null,
    manual: row.manual ? { url: manualUrl(row.family_reference, lang), mime: 'application/pdf', lang } : null,
    breadcrumb: breadcrumb(tree, lang, row.id_category_default),
    meta_title: row.name,
    meta_description: (row.description_short ?? '')
      .replace(/<[^>]+>/g, '')
      .trim()
      .slice(0, 160),
    alternates: Object.fromEntries(LANGS.map((l) => [l, data.alternates[l] ?? row.link_rewrite])),
    latest_reviews: data.reviews.map((r) => ({
      title: r.title,
      content: r.content,
      customer_name: r.customer_name,
      grade: r.grade,
      date_add: new Date(r.date_add).toISOString(),
    })),
  }
}
