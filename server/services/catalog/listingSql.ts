// SQL for product listings over the listing index (product_category `pc`, one narrow row per category and
// product with its sort and filter keys): the WHERE clause of a scope (category, brand or search terms) plus the
// active filters, optionally leaving one filter dimension out (facet counts ignore their own dimension's
// selection). Product names (`pl`) are joined only for search terms and name sorts.
import type { Lang } from '../../lib/lang'
import { PRICE_BANDS, type Dimension, type Filters } from './facetQuery'

/** The listing index's category that holds every product. */
export const WHOLE_CATALOGUE = 0

export interface Scope {
  lang: Lang
  idCategory: number | null
  idManufacturer?: number
  /** Folded search terms; each must start a word of the product's name, brand or reference. */
  terms?: string[]
}

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'popularity', 'date_add_asc', 'date_add_desc', 'title_asc', 'title_desc'] as const
export type Sort = (typeof SORTS)[number]

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

const needsNames = (scope: Scope, sort?: Sort) => !!scope.terms?.length || sort === 'title_asc' || sort === 'title_desc'

/** FROM + WHERE over the listing index `pc` (and `pl`, the names in the scope's language, when needed). */
export function fromWhere(scope: Scope, filters: Filters, params: Params, exclude?: Dimension, sort?: Sort): string {
  const from = needsNames(scope, sort)
    ? `from product_category pc join product_lang pl on pl.id_product = pc.id_product and pl.lang = ${params.add(scope.lang)}`
    : 'from product_category pc'
  const where = [`pc.id_category = ${params.add(scope.idCategory ?? WHOLE_CATALOGUE)}`]
  if (scope.idManufacturer !== undefined) where.push(`pc.id_manufacturer = ${params.add(scope.idManufacturer)}`)
  for (const term of scope.terms ?? []) where.push(`pl.search_text like ${params.add(`% ${escapeLike(term)}%`)}`)
  if (filters.category.length && exclude !== 'category') {
    where.push(`exists (select 1 from product_category fc where fc.id_product = pc.id_product and fc.id_category = any(${params.add(filters.category)}))`)
  }
  if (filters.brand.length && exclude !== 'brand') where.push(`pc.id_manufacturer = any(${params.add(filters.brand)})`)
  for (const [group, attributes] of filters.groups) {
    if (!attributes.length || exclude === `g${group}`) continue
    where.push(`pc.attributes && ${params.add(attributes)}::int[]`)
  }
  if (filters.price.length && exclude !== 'price') {
    const bands = filters.price.map((b) => {
      const [min, max] = PRICE_BANDS[b]!
      return max === null ? `pc.final_price >= ${min}` : `(pc.final_price >= ${min} and pc.final_price < ${max})`
    })
    where.push(`(${bands.join(' or ')})`)
  }
  if (filters.inStock && exclude !== 'availability') where.push('pc.in_stock')
  if (filters.onSale && exclude !== 'discount') where.push('pc.on_sale')
  return `${from} where ${where.join(' and ')}`
}

export function orderBy(sort: Sort, scope: Scope, params: Params): string {
  switch (sort) {
    case 'price_asc':
      return 'pc.final_price asc, pc.id_product'
    case 'price_desc':
      return 'pc.final_price desc, pc.id_product'
    case 'popularity':
      return 'pc.sales desc, pc.id_product'
    case 'date_add_asc':
      return 'pc.date_add asc, pc.id_product'
    case 'date_add_desc':
      return 'pc.date_add desc, pc.id_product'
    case 'title_asc':
      return 'pl.name asc, pc.id_product'
    case 'title_desc':
      return 'pl.name desc, pc.id_product'
    default: {
      // Search: names that start with the first term first, then best sellers. Categories: featured, then by id.
      const first = scope.terms?.[0]
      if (first) return `(pl.search_text like ${params.add(` ${escapeLike(first)}%`)}) desc, pc.sales desc, pc.id_product`
      return 'pc.featured desc, pc.id_product'
    }
  }
}
