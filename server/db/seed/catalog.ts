// Seeds the catalogue: categories, brands, attributes, products (texts, categories, combinations, images),
// CMS pages and review criteria. Returns the pictures and manuals to generate.
import type { Queryable } from '../client'
import { LANGS } from '../../lib/lang'
import { searchText } from '../../lib/text'
import { discountedPrice, toDiscount } from '../../services/catalog/pricing'
import type { SeedAttributeGroup, SeedCategory, SeedProduct } from './data/types'
import { brandLogoJob, categoryImageJob, productImageJob, type ImageJob } from './images'
import { insertRows } from './insert'
import { manualFile } from '../../services/catalog/urls'
import { manualPdf } from './manuals'
import type { SeedData } from './seedData'

const CATEGORY_COLOURS = ['#2f5d62', '#c0563b', '#3a5a80', '#8a9a7b', '#6d1f2f', '#d4a017', '#5b4b8a', '#9a5b2e']

export interface ManualJob {
  file: string
  pdf: () => Buffer
}

export interface CatalogOutput {
  images: ImageJob[]
  manuals: ManualJob[]
}

/** Depth 1 for top categories; ancestors of a category, nearest first. */
export function categoryTree(categories: SeedCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const ancestors = (id: number): number[] => {
    const chain: number[] = []
    let current = byId.get(id)?.parentId ?? null
    while (current !== null) {
      chain.push(current)
      current = byId.get(current)?.parentId ?? null
    }
    return chain
  }
  return { byId, ancestors, depth: (id: number) => ancestors(id).length + 1 }
}

/** The colour group of a product, if its combinations vary by colour. */
function colourGroup(product: SeedProduct, groups: SeedAttributeGroup[]) {
  return groups.find((g) => g.type === 'color' && product.groups?.includes(g.id))
}

export async function seedCatalog(db: Queryable, data: SeedData): Promise<CatalogOutput> {
  const images: ImageJob[] = []
  const manuals: ManualJob[] = []
  const tree = categoryTree(data.categories)

  // Parents before children, so the foreign key holds at every row.
  const ordered = [...data.categories].sort((a, b) => tree.depth(a.id) - tree.depth(b.id) || a.id - b.id)
  const categoryRows = ordered.map((c, i) => {
    const job = categoryImageJob(c.id, c.name.en, CATEGORY_COLOURS[i % CATEGORY_COLOURS.length]!)
    images.push(job)
    return [c.id, c.parentId, c.position, tree.depth(c.id), job.key]
  })
  await insertRows(db, 'categories', ['id_category', 'id_parent', 'position', 'level_depth', 'image_key'], categoryRows)
  await insertRows(
    db,
    'category_lang',
    ['id_category', 'lang', 'name', 'link_rewrite', 'description', 'meta_description', 'search_text'],
    data.categories.flatMap((c) => LANGS.map((l) => [c.id, l, c.name[l], c.slug[l], c.description[l], c.metaDescription[l], searchText(c.name[l])])),
  )

  await insertRows(
    db,
    'brands',
    ['id_manufacturer', 'name', 'link_rewrite', 'free_shipping_from', 'logo_key', 'search_text'],
    data.brands.map((b) => {
      const job = brandLogoJob(b.slug, b.name, b.logoColor)
      images.push(job)
      return [b.id, b.name, b.slug, b.freeShippingFrom ?? null, job.key, searchText(b.name)]
    }),
  )
  await insertRows(
    db,
    'brand_lang',
    ['id_manufacturer', 'lang', 'description'],
    data.brands.flatMap((b) => LANGS.map((l) => [b.id, l, b.description[l]])),
  )

  await insertRows(
    db,
    'attribute_groups',
    ['id_attribute_group', 'group_type', 'position'],
    data.attributeGroups.map((g, i) => [g.id, g.type, i]),
  )
  await insertRows(
    db,
    'attribute_group_lang',
    ['id_attribute_group', 'lang', 'name'],
    data.attributeGroups.flatMap((g) => LANGS.map((l) => [g.id, l, g.name[l]])),
  )
  const attributes = data.attributeGroups.flatMap((g) => g.attributes.map((a, i) => ({ ...a, group: g.id, position: i })))
  await insertRows(
    db,
    'attributes',
    ['id_attribute', 'id_attribute_group', 'color', 'position'],
    attributes.map((a) => [a.id, a.group, a.color ?? null, a.position]),
  )
  await insertRows(
    db,
    'attribute_lang',
    ['id_attribute', 'lang', 'name'],
    attributes.flatMap((a) => LANGS.map((l) => [a.id, l, a.name[l]])),
  )

  await seedProducts(db, data, tree, images, manuals)

  await insertRows(
    db,
    'cms_pages',
    ['id_cms', 'position'],
    data.cmsPages.map((p, i) => [p.id, i]),
  )
  await insertRows(
    db,
    'cms_lang',
    ['id_cms', 'lang', 'link_rewrite', 'title', 'content', 'meta_description'],
    data.cmsPages.flatMap((p) => LANGS.map((l) => [p.id, l, p.slug[l], p.title[l], p.content[l], p.metaDescription[l]])),
  )
  await insertRows(
    db,
    'review_criteria',
    ['criterion_key', 'position', 'names'],
    data.reviewCriteria.map((c, i) => [c.key, i, JSON.stringify(c.name)]),
  )
  return { images, manuals }
}

async function seedProducts(db: Queryable, data: SeedData, tree: ReturnType<typeof categoryTree>, images: ImageJob[], manuals: ManualJob[]): Promise<void> {
  const brandName = new Map(data.brands.map((b) => [b.id, b.name]))
  const attributeColour = new Map(data.attributeGroups.flatMap((g) => g.attributes.map((a) => [a.id, a.color ?? null])))
  // The first product of each category (by seed order) is featured on the home page.
  const featuredCategories = new Set<number>()

  const products: unknown[][] = []
  const texts: unknown[][] = []
  const langRows: unknown[][] = []
  const categories: unknown[][] = []
  const combinations: unknown[][] = []
  const combinationAttributes: unknown[][] = []
  const productAttributes: unknown[][] = []
  const imageRows: unknown[][] = []

  for (const p of data.products) {
    const combos = p.combinations ?? []
    const quantity = combos.length ? combos.reduce((sum, c) => sum + c.quantity, 0) : p.quantity
    const discount = p.discount ? toDiscount(p.discount.type, p.discount.value) : null
    const featured = !featuredCategories.has(p.categoryId)
    featuredCategories.add(p.categoryId)
    const finalPrice = discountedPrice(p.price, discount)
    products.push([
      p.id,
      p.id,
      p.reference,
      p.categoryId,
      p.brandId,
      p.price,
      discount?.type ?? null,
      discount?.value ?? null,
      finalPrice,
      quantity,
      p.preorder?.availableDate ?? null,
      !!p.sizeGuide,
      !!p.manual,
      featured,
      p.dateAdd,
      p.sales,
      p.weight ?? 0,
    ])
    for (const l of LANGS) {
      texts.push([p.id, l, p.descriptionShort[l], p.description[l], JSON.stringify((p.features ?? []).map((f) => ({ name: f.name[l], value: f.value[l] })))])
      langRows.push([p.id, l, p.name[l], p.slug[l], searchText(p.name[l], brandName.get(p.brandId), p.reference)])
    }

    // Default combination: the first one in stock (else the first).
    const defaultIndex = Math.max(
      0,
      combos.findIndex((c) => c.quantity > 0),
    )
    const seen = new Set<number>()
    combos.forEach((c, i) => {
      const ipa = p.id * 100 + i + 1
      combinations.push([ipa, p.id, `${p.reference}-${i + 1}`, c.quantity, c.priceImpact ?? 0, i === defaultIndex])
      for (const a of c.attributes) {
        combinationAttributes.push([ipa, a])
        if (!seen.has(a)) productAttributes.push([p.id, a])
        seen.add(a)
      }
    })

    // Listed in its category, that category's ancestors and the whole catalogue (0), with its listing keys.
    const attributeIds = [...seen].sort((a, b) => a - b)
    for (const c of [p.categoryId, ...tree.ancestors(p.categoryId), 0]) {
      categories.push([c, p.id, p.brandId, finalPrice, quantity > 0, discount !== null, featured, p.sales, p.dateAdd, attributeIds])
    }

    const shape = p.id % 4
    for (let i = 0; i < Math.max(1, p.imageCount); i++) {
      const job = productImageJob({ reference: p.reference, name: p.name.en, palette: p.palette, index: i, shape })
      images.push(job)
      imageRows.push([p.id, i + 1, job.key, null])
    }
    // One picture per colourway, in that colour, shown first when the shopper picks the colour.
    const colours = colourGroup(p, data.attributeGroups)
    if (colours) {
      const used = colours.attributes.filter((a) => seen.has(a.id))
      used.forEach((a, i) => {
        const job = productImageJob({
          reference: p.reference,
          name: p.name.en,
          palette: p.palette,
          index: 0,
          shape,
          colour: attributeColour.get(a.id) ?? undefined,
        })
        images.push(job)
        imageRows.push([p.id, 100 + i, job.key, a.id])
      })
    }
    if (p.manual) {
      for (const l of LANGS) {
        manuals.push({
          file: manualFile(p.reference, l),
          pdf: () =>
            manualPdf({
              name: p.name[l],
              reference: p.reference,
              lang: l,
              description: p.description[l],
              features: (p.features ?? []).map((f) => ({ name: f.name[l], value: f.value[l] })),
            }),
        })
      }
    }
  }

  await insertRows(
    db,
    'products',
    [
      'id_product',
      'id_family',
      'reference',
      'id_category_default',
      'id_manufacturer',
      'price',
      'discount_type',
      'discount_value',
      'final_price',
      'quantity',
      'preorder_date',
      'size_guide',
      'manual',
      'featured',
      'date_add',
      'sales',
      'weight',
    ],
    products,
  )
  await insertRows(db, 'product_texts', ['id_family', 'lang', 'description_short', 'description', 'features'], texts)
  await insertRows(db, 'product_lang', ['id_product', 'lang', 'name', 'link_rewrite', 'search_text'], langRows)
  await insertRows(
    db,
    'product_category',
    ['id_category', 'id_product', 'id_manufacturer', 'final_price', 'in_stock', 'on_sale', 'featured', 'sales', 'date_add', 'attributes'],
    categories,
  )
  const known = new Set(data.products.map((p) => p.id))
  await insertRows(
    db,
    'product_related',
    ['id_product', 'id_related', 'position'],
    data.products.flatMap((p) => [...new Set(p.related ?? [])].filter((r) => known.has(r) && r !== p.id).map((r, i) => [p.id, r, i])),
  )
  await insertRows(db, 'combinations', ['id_product_attribute', 'id_product', 'reference', 'quantity', 'price_impact', 'default_on'], combinations)
  await insertRows(db, 'combination_attributes', ['id_product_attribute', 'id_attribute'], combinationAttributes)
  await insertRows(db, 'product_attributes', ['id_product', 'id_attribute'], productAttributes)
  await insertRows(db, 'product_images', ['id_product', 'position', 'image_key', 'id_attribute'], imageRows)
}
