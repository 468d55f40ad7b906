// Catalogue psdata as the reference API sends it (PrestaShop presenter names), with builders for tests. The fields
// the app does not read are there too: src/test/contract holds these fixtures to the API's recorded answers.
import type { PsEnvelope } from '@/shared/api'
import type { PsCategoryListing, PsCategoryRef, PsCombination, PsFacet, PsFacetFilter, PsImage, PsListProduct, PsProductDetail } from '../api/dto'
import { psPagination } from '@/shared/api/mocks/fixtures'

/** A picture as the reference API shapes it: the medium size, every size for srcset, the product's name as legend. */
export const img = (key: string, legend: string, kind = 'p'): PsImage & { legend: string } => ({
  url: `/img/${kind}/${key}-medium.webp`,
  width: 452,
  height: 452,
  legend,
  sizes: {
    small: { url: `/img/${kind}/${key}-small.webp`, width: 125, height: 125 },
    home: { url: `/img/${kind}/${key}-home.webp`, width: 250, height: 250 },
    medium: { url: `/img/${kind}/${key}-medium.webp`, width: 452, height: 452 },
    large: { url: `/img/${kind}/${key}-large.webp`, width: 800, height: 800 },
  },
})

/** A listing item as the reference API sends it (docs/api.md, "Listing item"): what the app reads and the rest. */
export type PsListItemAnswer = PsListProduct & {
  url: string
  brand: { id_manufacturer: number; name: string; link_rewrite: string; url: string } | null
  manufacturer_name: string | null
  category: { id_category: number; name: string; link_rewrite: string; url: string }
  category_name: string
  date_add: string
  size_guide: boolean
  manual: boolean
}

export function listProduct(id: number, overrides: Partial<PsListProduct> = {}): PsListItemAnswer {
  const name = overrides.name ?? `Product ${id}`
  const slug = overrides.link_rewrite ?? `product-${id}`
  return {
    id_product: id,
    id_product_attribute: 0,
    name,
    link_rewrite: slug,
    url: `/en/${id}-${slug}.html`,
    sku: `AP-${id}`,
    reference: `AP-${id}`,
    description_short: `<p>Short ${id}</p>`,
    quantity: 10,
    availability: 'available',
    available_for_order: true,
    preorder: null,
    has_discount: false,
    regular_price: 40,
    price: 40,
    discount: null,
    default_image: img(`k${id}`, name),
    brand: { id_manufacturer: 3, name: 'Nordkap', link_rewrite: 'nordkap', url: '/en/brands/3-nordkap' },
    manufacturer_name: 'Nordkap',
    category: { id_category: 10, name: 'Clothing', link_rewrite: 'clothing', url: '/en/10-clothing' },
    category_name: 'Clothing',
    rating: { average: 4.5, count: 2 },
    colors: [],
    date_add: '2026-10-01T09:00:00.000Z',
    new: false,
    size_guide: false,
    manual: false,
    ...overrides,
  } as PsListItemAnswer
}

/** The sort orders every listing offers, `current` the chosen one. */
export function sortOrders(current = 'relevance') {
  const orders = [
    ['Relevance', 'relevance'],
    ['Price, low to high', 'price_asc'],
    ['Price, high to low', 'price_desc'],
    ['Best sellers', 'popularity'],
    ['Newest', 'date_add_desc'],
    ['Name, A to Z', 'title_asc'],
  ]
  return {
    sort_orders: orders.map(([label, urlParameter]) => ({ label: label!, urlParameter: urlParameter!, current: urlParameter === current })),
    sort_selected: orders.find(([, p]) => p === current)?.[0] ?? 'Relevance',
  }
}

/** A facet's filter as the API sends it: `displayed`, and `properties` (a colour's code) even when empty. */
export const facetFilter = (f: PsFacetFilter): PsFacetFilter & { displayed: boolean; properties: { color?: string } } => ({
  displayed: true,
  properties: {},
  ...f,
})

/** A facet as the API sends it: whether several filters combine, and its (empty) properties. */
export const facet = (f: PsFacet & { id_attribute_group?: number }): PsFacet & { multipleSelectionAllowed: boolean; properties: object } => ({
  multipleSelectionAllowed: true,
  properties: {},
  ...f,
})

/** A subcategory as the API lists it, with its page and picture. */
const subcategory = (id: number, name: string, slug: string, count: number): PsCategoryRef & { url: string } => ({
  id_category: id,
  name,
  link_rewrite: slug,
  url: `/en/${id}-${slug}`,
  nb_products: count,
  image: img(String(id), name, 'c'),
})

/** A combination as the API sends it: its own discount (null without one) beside the prices. */
const combination = (c: PsCombination): PsCombination & { discount: null } => ({ ...c, discount: null })

/** getProducts' psdata as the reference API sends it: the category's own fields beside the listing. */
export type PsCategoryListingAnswer = PsCategoryListing & {
  id_parent: number | null
  level_depth: number
  label: string
  url: string
  nb_products: number
  image: PsImage | null
  meta_title: string
} & ReturnType<typeof sortOrders>

export function categoryListing(page: number, overrides: Partial<PsCategoryListing> = {}, total = 30, perPage = 24): PsEnvelope<PsCategoryListingAnswer> {
  const first = (page - 1) * perPage + 1
  const count = Math.max(0, Math.min(perPage, total - first + 1))
  return {
    success: true,
    code: 200,
    psdata: {
      id_category: 10,
      id_parent: 2,
      level_depth: 2,
      name: 'Clothing',
      label: 'Clothing',
      link_rewrite: 'clothing',
      url: '/en/10-clothing',
      nb_products: total,
      image: img('10', 'Clothing', 'c'),
      description: '<p>Everyday clothing.</p>',
      meta_title: 'Clothing',
      meta_description: 'Everyday clothing',
      breadcrumb: [
        { title: 'Home', url: '/en', id_category: null },
        { title: 'Apparel', url: '/en/2-apparel', id_category: 2 },
        { title: 'Clothing', url: '/en/10-clothing', id_category: 10 },
      ],
      alternates: { en: 'clothing', de: 'kleidung', it: 'abbigliamento', es: 'ropa', fr: 'vetements' },
      children: [subcategory(11, 'Knitwear', 'knitwear', 8)],
      products: Array.from({ length: count }, (_, i) => listProduct(first + i)),
      pagination: psPagination(total, page, perPage),
      ...sortOrders(),
      facets: [
        facet({
          label: 'Brand',
          type: 'manufacturer',
          displayed: true,
          widgetType: 'checkbox',
          filters: [
            facetFilter({ label: 'Nordkap', type: 'brand', active: false, magnitude: 12, value: 3, nextEncodedFacets: 'brand-3' }),
            facetFilter({ label: 'Alba', type: 'brand', active: false, magnitude: 5, value: 4, nextEncodedFacets: 'brand-4' }),
          ],
        }),
        facet({
          label: 'Colour',
          type: 'attribute_group',
          id_attribute_group: 2,
          displayed: true,
          widgetType: 'color',
          filters: [
            facetFilter({ label: 'Red', type: 'g2', active: false, magnitude: 4, value: 21, nextEncodedFacets: 'g2-21', properties: { color: '#c00000' } }),
          ],
        }),
      ],
      q: '',
      ...overrides,
    },
  }
}

export function productDetail(overrides: Partial<PsProductDetail> = {}): PsEnvelope<PsProductDetail> {
  return {
    success: true,
    code: 200,
    psdata: {
      ...listProduct(42, { name: 'Merino crew-neck sweater', link_rewrite: 'merino-crew-neck-sweater', id_product_attribute: 101 }),
      description: '<p>Soft merino.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      images: [img('a', 'Merino crew-neck sweater'), img('b', 'Merino crew-neck sweater')],
      features: [{ name: 'Material', value: '100% merino wool' }],
      groups: [
        {
          id_attribute_group: 1,
          name: 'Size',
          group_type: 'select',
          attributes: [
            { id_attribute: 11, name: 'S', html_color_code: null, selected: true, quantity: 3 },
            { id_attribute: 12, name: 'M', html_color_code: null, selected: false, quantity: 0 },
            { id_attribute: 13, name: 'L', html_color_code: null, selected: false, quantity: 5 },
          ],
        },
        {
          id_attribute_group: 2,
          name: 'Colour',
          group_type: 'color',
          attributes: [
            { id_attribute: 21, name: 'Red', html_color_code: '#c00000', selected: true, quantity: 3 },
            { id_attribute: 22, name: 'Blue', html_color_code: '#0030c0', selected: false, quantity: 5 },
          ],
        },
      ],
      combinations: [
        combination({
          id_product_attribute: 101,
          attributes: [11, 21],
          reference: 'MS-S-R',
          quantity: 3,
          default_on: true,
          price: 79,
          regular_price: 79,
          has_discount: false,
        }),
        combination({
          id_product_attribute: 102,
          attributes: [12, 21],
          reference: 'MS-M-R',
          quantity: 0,
          default_on: false,
          price: 79,
          regular_price: 79,
          has_discount: false,
        }),
        combination({
          id_product_attribute: 103,
          attributes: [13, 22],
          reference: 'MS-L-B',
          quantity: 5,
          default_on: false,
          price: 84,
          regular_price: 84,
          has_discount: false,
        }),
      ],
      combination_available: true,
      size_guide: {
        title: 'Size guide',
        columns: ['Size', 'Chest (cm)'],
        rows: [
          ['S', '88–94'],
          ['L', '104–110'],
        ],
        note: 'Measure over underwear.',
      },
      manual: null,
      breadcrumb: [
        { title: 'Home', url: '/en', id_category: null },
        { title: 'Clothing', url: '/en/10-clothing', id_category: 10 },
      ],
      meta_title: 'Merino crew-neck sweater',
      meta_description: 'Soft merino sweater',
      alternates: { en: 'merino-crew-neck-sweater', de: 'merino-rundhalspullover', it: 'maglione-merino', es: 'jersey-merino', fr: 'pull-merinos' },
      latest_reviews: [
        {
          title: 'Warm </script> and soft',
          content: 'No itch at all & it kept its shape.',
          customer_name: 'Lena K.',
          grade: 5,
          date_add: '2026-10-02T09:30:00.000Z',
        },
        { title: 'Runs small', content: 'Order one size up.', customer_name: 'Marco R.', grade: 4, date_add: '2026-09-14T17:05:00.000Z' },
      ],
      price: 79,
      regular_price: 79,
      quantity: 3,
      ...overrides,
    },
  }
}
