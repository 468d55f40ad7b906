// Facets of a listing (PrestaShop faceted-search shape): categories one level down, brands, each attribute group,
// price bands, availability and offers. Each count ignores its own dimension's selection, so that choosing
// "Red" still shows how many products are "Blue".
import type { Lang } from '../../lib/lang'
import { t } from '../../lib/messages'
import type { Shop } from '../../shop'
import { attributeCatalog } from './attributes'
import type { CategoryTree } from './categories'
import { PRICE_BANDS, toggled, type Dimension, type Filters } from './facetQuery'
import { fromWhere, Params, type Scope } from './listingSql'

export interface FacetFilter {
  label: string
  type: string
  active: boolean
  displayed: boolean
  properties: Record<string, unknown>
  magnitude: number
  value: number | string
  nextEncodedFacets: string
}

export interface Facet {
  label: string
  type: 'category' | 'manufacturer' | 'attribute_group' | 'price' | 'availability' | 'discount'
  id_attribute_group?: number
  displayed: boolean
  properties: Record<string, unknown>
  filters: FacetFilter[]
  multipleSelectionAllowed: boolean
  widgetType: 'checkbox' | 'color'
}

type Counts = Map<number, number>

async function counts(shop: Shop, scope: Scope, filters: Filters, exclude: Dimension, select: (params: Params) => string): Promise<Counts> {
  const params = new Params()
  const matching = `select pc.id_product, pc.id_manufacturer, pc.final_price, pc.in_stock, pc.on_sale, pc.attributes ${fromWhere(scope, filters, params, exclude)}`
  const rows = await shop.db.query<{ v: number | null; n: number }>(
    select(params).replace('$MATCHING', () => matching),
    params.values,
  )
  return new Map(rows.filter((r) => r.v !== null).map((r) => [Number(r.v), r.n]))
}

const priceBandSql = `case ${PRICE_BANDS.map(([min, max], i) => (max === null ? `when s.final_price >= ${min} then ${i}` : `when s.final_price < ${max} then ${i}`)).join(' ')} end`

function priceLabel(lang: Lang, band: number): string {
  const [min, max] = PRICE_BANDS[band]!
  const money = (n: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n)
  return max === null ? `${money(min)}+` : `${money(min)} – ${money(max)}`
}

function facet(label: string, type: Facet['type'], filters: FacetFilter[], extra: Partial<Facet> = {}): Facet {
  return { label, type, displayed: filters.length > 0, properties: {}, filters, multipleSelectionAllowed: true, widgetType: 'checkbox', ...extra }
}

export async function computeFacets(shop: Shop, scope: Scope, filters: Filters, tree: CategoryTree): Promise<Facet[]> {
  const lang = scope.lang
  const entry = (
    dimension: Dimension,
    value: number,
    label: string,
    magnitude: number,
    active: boolean,
    properties: Record<string, unknown> = {},
  ): FacetFilter => ({
    label,
    type: dimension,
    active,
    displayed: true,
    properties,
    magnitude,
    value,
    nextEncodedFacets: toggled(filters, dimension, value),
  })
  const keep = (active: boolean, n: number | undefined) => active || (n ?? 0) > 0
  const result: Facet[] = []

  const children = scope.idCategory === null ? tree.roots : (tree.byId.get(scope.idCategory)?.children ?? [])
  if (children.length) {
    const n = await counts(
      shop,
      scope,
      filters,
      'category',
      (p) =>
        `select c.id_category as v, count(*) as n from ($MATCHING) s join product_category c on c.id_product = s.id_product
        where c.id_category = any(${p.add(children.map((c) => c.id_category))}) group by c.id_category`,
    )
    const list = children
      .filter((c) => keep(filters.category.includes(c.id_category), n.get(c.id_category)))
      .map((c) => entry('category', c.id_category, c.name, n.get(c.id_category) ?? 0, filters.category.includes(c.id_category)))
    result.push(facet(t(lang, 'facet.category'), 'category', list))
  }

  if (scope.idManufacturer === undefined) {
    const n = await counts(shop, scope, filters, 'brand', () => 'select s.id_manufacturer as v, count(*) as n from ($MATCHING) s group by s.id_manufacturer')
    const brands = await shop.db.query<{ id_manufacturer: number; name: string }>(
      'select id_manufacturer, name from brands where id_manufacturer = any($1) order by name',
      [[...new Set([...n.keys(), ...filters.brand])]],
    )
    const list = brands
      .filter((b) => keep(filters.brand.includes(b.id_manufacturer), n.get(b.id_manufacturer)))
      .map((b) => entry('brand', b.id_manufacturer, b.name, n.get(b.id_manufacturer) ?? 0, filters.brand.includes(b.id_manufacturer)))
    result.push(facet(t(lang, 'facet.brand'), 'manufacturer', list))
  }

  // Attribute groups: one query for all groups without a selection, one per group with one.
  const catalog = await attributeCatalog(shop, lang)
  const activeGroups = [...filters.groups.entries()].filter(([, values]) => values.length).map(([g]) => g)
  const attrCounts = new Map<number, number>()
  const attributeSql = (group?: number) => (p: Params) =>
    `select a as v, count(*) as n from ($MATCHING) s cross join unnest(s.attributes) a
     ${group === undefined ? '' : `where a = any(${p.add(catalog.groupById.get(group)?.attributes.map((x) => x.id_attribute) ?? [])})`}
     group by a`
  for (const [k, v] of await counts(shop, scope, filters, 'g0', attributeSql())) attrCounts.set(k, v)
  for (const group of activeGroups) {
    for (const [k, v] of await counts(shop, scope, filters, `g${group}`, attributeSql(group))) attrCounts.set(k, v)
  }
  for (const group of catalog.groups) {
    const selected = filters.groups.get(group.id_attribute_group) ?? []
    const list = group.attributes
      .filter((a) => keep(selected.includes(a.id_attribute), attrCounts.get(a.id_attribute)))
      .map((a) =>
        entry(
          `g${group.id_attribute_group}`,
          a.id_attribute,
          a.name,
          attrCounts.get(a.id_attribute) ?? 0,
          selected.includes(a.id_attribute),
          a.color ? { color: a.color } : {},
        ),
      )
    if (list.length) {
      result.push(
        facet(group.name, 'attribute_group', list, {
          id_attribute_group: group.id_attribute_group,
          widgetType: group.group_type === 'color' ? 'color' : 'checkbox',
        }),
      )
    }
  }

  const bands = await counts(shop, scope, filters, 'price', () => `select ${priceBandSql} as v, count(*) as n from ($MATCHING) s group by 1`)
  result.push(
    facet(
      t(lang, 'facet.price'),
      'price',
      PRICE_BANDS.map((_, i) => i)
        .filter((i) => keep(filters.price.includes(i), bands.get(i)))
        .map((i) => entry('price', i, priceLabel(lang, i), bands.get(i) ?? 0, filters.price.includes(i))),
    ),
  )

  const inStock = await counts(shop, scope, filters, 'availability', () => 'select 1 as v, count(*) as n from ($MATCHING) s where s.in_stock')
  const onSale = await counts(shop, scope, filters, 'discount', () => 'select 1 as v, count(*) as n from ($MATCHING) s where s.on_sale')
  const flag = (dimension: 'availability' | 'discount', key: 'facet.in_stock' | 'facet.on_sale', active: boolean, n: number) => ({
    ...entry(dimension, 1, t(lang, key), n, active),
    value: dimension === 'availability' ? 'in_stock' : 'on_sale',
    nextEncodedFacets: toggled(filters, dimension, true),
  })
  if (keep(filters.inStock, inStock.get(1))) {
    result.push(facet(t(lang, 'facet.availability'), 'availability', [flag('availability', 'facet.in_stock', filters.inStock, inStock.get(1) ?? 0)]))
  }
  if (keep(filters.onSale, onSale.get(1))) {
    result.push(facet(t(lang, 'facet.discount'), 'discount', [flag('discount', 'facet.on_sale', filters.onSale, onSale.get(1) ?? 0)]))
  }
  return result
}
