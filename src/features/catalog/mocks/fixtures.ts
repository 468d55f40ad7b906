// Catalogue psdata as the reference API sends it (PrestaShop presenter names), with builders for tests.
import type { PsEnvelope } from '@/shared/api'
import type { PsCategoryListing, PsListProduct, PsProductDetail } from '../api/dto'

const img = (key: string) => ({
  url: `/img/p/${key}-medium.webp`,
  width: 452,
  height: 452,
  legend: undefined,
  sizes: {
    small: { url: `/img/p/${key}-small.webp`, width: 125, height: 125 },
    home: { url: `/img/p/${key}-home.webp`, width: 250, height: 250 },
    medium: { url: `/img/p/${key}-medium.webp`, width: 452, height: 452 },
    large: { url: `/img/p/${key}-large.webp`, width: 800, height: 800 },
  },
})

export function listProduct(id: number, overrides: Partial<PsListProduct> = {}): PsListProduct {
  return {
    id_product: id,
    id_product_attribute: 0,
    name: `Product ${id}`,
    link_rewrite: `product-${id}`,
    sku: `AP-${id}`,
    reference: `AP-${id}`,
    description_short: `<p>Short ${id}</p>`,
    quantity: 10,
    availability: 'available',
    has_discount: false,
    regular_price: 40,
    price: 40,
    discount: null,
    default_image: img(`k${id}`),
    brand: { id_manufacturer: 3, name: 'Nordkap', link_rewrite: 'nordkap' },
    rating: { average: 4.5, count: 2 },
    colors: [],
    new: false,
    ...overrides,
  }
}

export function categoryListing(page: number, overrides: Partial<PsCategoryListing> = {}, total = 30, perPage = 24): PsEnvelope<PsCategoryListing> {
  const first = (page - 1) * perPage + 1
  const count = Math.max(0, Math.min(perPage, total - first + 1))
  return {
    success: true,
    code: 200,
    psdata: {
      id_category: 10,
      name: 'Clothing',
      link_rewrite: 'clothing',
      description: '<p>Everyday clothing.</p>',
      meta_description: 'Everyday clothing',
      breadcrumb: [
        { title: 'Home', url: '/en', id_category: null },
        { title: 'Apparel', url: '/en/2-apparel', id_category: 2 },
        { title: 'Clothing', url: '/en/10-clothing', id_category: 10 },
      ],
      alternates: { en: 'clothing', de: 'kleidung', it: 'abbigliamento', es: 'ropa', fr: 'vetements' },
      children: [{ id_category: 11, name: 'Knitwear', link_rewrite: 'knitwear', nb_products: 8 }],
      products: Array.from({ length: count }, (_, i) => listProduct(first + i)),
      pagination: { total_items: total, page, per_page: perPage, pages_count: Math.ceil(total / perPage) },
      facets: [
        {
          label: 'Brand',
          type: 'manufacturer',
          displayed: true,
          widgetType: 'checkbox',
          filters: [
            { label: 'Nordkap', type: 'brand', active: false, magnitude: 12, value: 3, nextEncodedFacets: 'brand-3' },
            { label: 'Alba', type: 'brand', active: false, magnitude: 5, value: 4, nextEncodedFacets: 'brand-4' },
          ],
        },
        {
          label: 'Colour',
          type: 'attribute_group',
          displayed: true,
          widgetType: 'color',
          filters: [{ label: 'Red', type: 'g2', active: false, magnitude: 4, value: 21, nextEncodedFacets: 'g2-21', properties: { color: '#c00000' } }],
        },
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
      images: [img('a'), img('b')],
      features: [{ name: 'Material', value: '100% merino wool' }],
      groups: [
        { id_attribute_group: 1, name: 'Size', group_type: 'select', attributes: [
          { id_attribute: 11, name: 'S', selected: true, quantity: 3 },
          { id_attribute: 12, name: 'M', selected: false, quantity: 0 },
          { id_attribute: 13, name: 'L', selected: false, quantity: 5 },
        ] },
        { id_attribute_group: 2, name: 'Colour', group_type: 'color', attributes: [
          { id_attribute: 21, name: 'Red', html_color_code: '#c00000', selected: true, quantity: 3 },
          { id_attribute: 22, name: 'Blue', html_color_code: '#0030c0', selected: false, quantity: 5 },
        ] },
      ],
      combinations: [
        { id_product_attribute: 101, attributes: [11, 21], reference: 'MS-S-R', quantity: 3, default_on: true, price: 79, regular_price: 79, has_discount: false },
        { id_product_attribute: 102, attributes: [12, 21], reference: 'MS-M-R', quantity: 0, default_on: false, price: 79, regular_price: 79, has_discount: false },
        { id_product_attribute: 103, attributes: [13, 22], reference: 'MS-L-B', quantity: 5, default_on: false, price: 84, regular_price: 84, has_discount: false },
      ],
      combination_available: true,
      size_guide: { title: 'Size guide', columns: ['Size', 'Chest (cm)'], rows: [['S', '88–94'], ['L', '104–110']], note: 'Measure over underwear.' },
      manual: null,
      breadcrumb: [{ title: 'Home', url: '/en', id_category: null }, { title: 'Clothing', url: '/en/10-clothing', id_category: 10 }],
      meta_description: 'Soft merino sweater',
      alternates: { en: 'merino-crew-neck-sweater', de: 'merino-rundhalspullover', it: 'maglione-merino', es: 'jersey-merino', fr: 'pull-merinos' },
      price: 79,
      regular_price: 79,
      quantity: 3,
      ...overrides,
    },
  }
}
