// The `q` filter string of product listings (opaque to the web app, which sends back a filter's
// nextEncodedFacets): segments joined by '/', each `<dimension>-<value>-<value>…`:
//   category-30-31   brand-1-4   g2-10-14 (attribute group 2: attributes 10 or 14)   price-1-2 (price bands)
//   availability-in_stock   discount-on_sale
// Values within a dimension are alternatives (OR); dimensions combine with AND.
import { invalid } from '../../lib/apiError'

export const PRICE_BANDS: [number, number | null][] = [
  [0, 25],
  [25, 50],
  [50, 100],
  [100, 200],
  [200, 500],
  [500, null],
]

export interface Filters {
  category: number[]
  brand: number[]
  /** attribute group id → attribute ids */
  groups: Map<number, number[]>
  price: number[]
  inStock: boolean
  onSale: boolean
}

export type Dimension = 'category' | 'brand' | `g${number}` | 'price' | 'availability' | 'discount'

export const emptyFilters = (): Filters => ({ category: [], brand: [], groups: new Map(), price: [], inStock: false, onSale: false })

const ids = (values: string[]) => {
  const out = values.map(Number)
  if (!out.length || out.some((n) => !Number.isInteger(n) || n < 0 || n > 2_147_483_647)) throw new Error('bad id')
  return [...new Set(out)].sort((a, b) => a - b)
}

export function parseFilters(q: string | undefined): Filters {
  const filters = emptyFilters()
  if (!q) return filters
  try {
    for (const segment of q.split('/').filter(Boolean)) {
      const [key = '', ...values] = segment.split('-')
      if (key === 'category') filters.category = ids(values)
      else if (key === 'brand') filters.brand = ids(values)
      else if (/^g\d+$/.test(key)) filters.groups.set(Number(key.slice(1)), ids(values))
      else if (key === 'price') {
        filters.price = ids(values)
        if (filters.price.some((b) => b >= PRICE_BANDS.length)) throw new Error('bad band')
      } else if (key === 'availability' && values.join('-') === 'in_stock') filters.inStock = true
      else if (key === 'discount' && values.join('-') === 'on_sale') filters.onSale = true
      else throw new Error('unknown dimension')
    }
  } catch {
    throw invalid({ q: 'filter.invalid' })
  }
  return filters
}

export function encodeFilters(f: Filters): string {
  const parts: string[] = []
  if (f.category.length) parts.push(`category-${f.category.join('-')}`)
  if (f.brand.length) parts.push(`brand-${f.brand.join('-')}`)
  for (const [group, values] of [...f.groups.entries()].sort(([a], [b]) => a - b)) {
    if (values.length) parts.push(`g${group}-${values.join('-')}`)
  }
  if (f.price.length) parts.push(`price-${f.price.join('-')}`)
  if (f.inStock) parts.push('availability-in_stock')
  if (f.onSale) parts.push('discount-on_sale')
  return parts.join('/')
}

const toggle = (list: number[], value: number) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]).sort((a, b) => a - b)

/** The q string with one filter value switched on or off. */
export function toggled(f: Filters, dimension: Dimension, value: number | true): string {
  const next: Filters = { ...f, groups: new Map(f.groups) }
  if (dimension === 'category') next.category = toggle(f.category, value as number)
  else if (dimension === 'brand') next.brand = toggle(f.brand, value as number)
  else if (dimension === 'price') next.price = toggle(f.price, value as number)
  else if (dimension === 'availability') next.inStock = !f.inStock
  else if (dimension === 'discount') next.onSale = !f.onSale
  else {
    const group = Number(dimension.slice(1))
    next.groups.set(group, toggle(f.groups.get(group) ?? [], value as number))
  }
  return encodeFilters(next)
}
