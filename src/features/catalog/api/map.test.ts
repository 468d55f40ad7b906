import { setConfig } from '@/shared/config'
import { brandsEnvelope, nordkapListing } from '../mocks/brandHandlers'
import { bestsellers, searchResults } from '../mocks/searchHandlers'
import { categoryListing, listProduct, productDetail } from '../mocks/fixtures'
import { mapBrandPage, mapBrands, mapCategoryListing, mapListProduct, mapProduct, mapProductList, mapSearchResults, mapSearchSuggestions } from './map'

describe('mapListProduct (spec §3)', () => {
  it('maps the spec’s product fields exactly', () => {
    const minimal = {
      id_product: 7,
      name: 'Trail jacket',
      link_rewrite: 'trail-jacket',
      sku: 'TJ-7',
      description: '<p>Warm</p>',
      quantity: 4,
      has_discount: true,
      regular_price: 100,
      price: 80,
      default_image: { url: 'https://cdn.example/7.jpg', width: 0, height: 0 },
    }
    expect(mapListProduct(minimal)).toMatchObject({
      id: 7,
      name: 'Trail jacket',
      slug: 'trail-jacket',
      sku: 'TJ-7',
      description: '<p>Warm</p>',
      quantityLimit: 4,
      price: { isDiscounted: true, regularPrice: 100, value: 80 },
      primaryImage: { url: 'https://cdn.example/7.jpg', alt: 'Trail jacket' },
      variants: [],
      gallery: [],
      attributes: [],
      rating: { average: 0, count: 0 },
    })
  })

  it('accepts the PrestaShop habit of numbers as strings', () => {
    const p = mapListProduct({ ...listProduct(1), quantity: '12', price: '19.90', regular_price: '24.90', has_discount: true })
    expect(p.quantityLimit).toBe(12)
    expect(p.price).toEqual({ isDiscounted: true, regularPrice: 24.9, value: 19.9, discountPercentage: 20 })
  })

  it('keeps the rating, brand and image sizes when the back end sends them', () => {
    const p = mapListProduct(listProduct(3))
    expect(p.rating).toEqual({ average: 4.5, count: 2 })
    expect(p.brand).toEqual({ id: 3, name: 'Nordkap', path: '3-nordkap' })
    expect(p.path).toBe('3-product-3.html')
    expect(p.primaryImage?.srcSet).toBe('/img/p/k3-small.webp 125w, /img/p/k3-home.webp 250w, /img/p/k3-medium.webp 452w, /img/p/k3-large.webp 800w')
  })

  it('resolves relative image URLs against an API on another origin', () => {
    setConfig({ apiBaseUrl: 'https://api.shop.example/rest' })
    try {
      expect(mapListProduct(listProduct(3)).primaryImage?.url).toBe('https://api.shop.example/img/p/k3-medium.webp')
    } finally {
      // The logic files share their process (jest.config.ts): the next file must find the default settings.
      setConfig(undefined)
    }
  })

  it('derives availability from stock when the back end does not say', () => {
    expect(mapListProduct({ ...listProduct(1), availability: undefined, quantity: 0 }).availability).toBe('unavailable')
    expect(mapListProduct({ ...listProduct(1), availability: 'last_remaining_items' }).availability).toBe('lastItems')
  })
})

describe('mapCategoryListing', () => {
  it('maps the page, breadcrumb, subcategories and facets', () => {
    const listing = mapCategoryListing(categoryListing(2).psdata)
    expect(listing).toMatchObject({ total: 30, page: 2, perPage: 24, pagesCount: 2 })
    expect(listing.products).toHaveLength(6)
    expect(listing.breadcrumb).toEqual([
      { label: 'Home', path: '' },
      { label: 'Apparel', path: '2-apparel' },
      { label: 'Clothing', path: '10-clothing' },
    ])
    expect(listing.subcategories[0]).toMatchObject({ name: 'Knitwear', path: '11-knitwear', count: 8 })
    expect(listing.facets[1]).toEqual({
      label: 'Colour',
      type: 'attribute_group',
      widget: 'color',
      options: [{ label: 'Red', active: false, count: 4, toggle: 'g2-21', color: '#c00000' }],
    })
    expect(listing.category?.slugs.de).toBe('kleidung')
  })
})

describe('mapProduct', () => {
  it('maps variants, attribute groups, gallery and the selected combination', () => {
    const product = mapProduct(productDetail().psdata)
    expect(product.variants.map((v) => [v.id, v.attributes, v.stock])).toEqual([
      [101, [11, 21], 3],
      [102, [12, 21], 0],
      [103, [13, 22], 5],
    ])
    expect(product.attributes[1]).toMatchObject({
      id: 2,
      type: 'color',
      options: [
        { id: 21, color: '#c00000' },
        { id: 22, color: '#0030c0' },
      ],
    })
    expect(product.gallery).toHaveLength(2)
    expect(product.selectedVariantId).toBe(101)
    expect(product.slugs.fr).toBe('pull-merinos')
  })
})

describe('mapProductList', () => {
  it('maps the products of a list and reads a null answer as none', () => {
    expect(mapProductList(bestsellers().psdata).map((p) => [p.id, p.name, p.path])).toEqual([
      [51, 'Wool beanie', '51-wool-beanie.html'],
      [52, 'Cashmere scarf', '52-cashmere-scarf.html'],
    ])
    expect(mapProductList(null)).toEqual([])
  })
})

describe('mapBrands and mapBrandPage', () => {
  it('maps every brand of getBrands', () => {
    const brands = mapBrands(brandsEnvelope().psdata)
    expect(brands).toHaveLength(5)
    expect(brands[0]).toMatchObject({ id: 3, name: 'Nordkap', path: '3-nordkap', count: 12, descriptionHtml: '' })
    expect(brands[0]?.logo?.url).toMatch(/\/img\/m\/nordkap-medium\.webp$/)
    expect(brands[3]?.logo).toBeNull()
  })

  it('splits getBrand into the brand and its page of products', () => {
    const page = mapBrandPage(nordkapListing(1).psdata)
    expect(page.brand).toMatchObject({ id: 3, name: 'Nordkap', path: '3-nordkap', count: 3 })
    expect(page.brand.descriptionHtml).toContain('touring gear')
    expect(page.listing).toMatchObject({ total: 3, page: 1, perPage: 24, pagesCount: 1, facets: [] })
    expect(page.listing.products.map((p) => p.path)).toEqual([
      '31-nordkap-touring-jacket.html',
      '32-nordkap-thermal-gloves.html',
      '33-nordkap-neck-warmer.html',
    ])
  })

  it('gives an empty page for a brand sent without its listing', () => {
    const brandOnly = { ...nordkapListing(1).psdata, products: undefined, pagination: undefined, facets: undefined }
    expect(mapBrandPage(brandOnly).listing).toEqual({ products: [], total: 0, page: 1, perPage: 24, pagesCount: 1, facets: [] })
  })
})

describe('mapSearchResults and mapSearchSuggestions', () => {
  it('maps a page of results with its facets', () => {
    const results = mapSearchResults(searchResults('merino', 2, { total: 6, perPage: 4 }).psdata)
    expect(results).toMatchObject({ total: 6, page: 2, perPage: 4, pagesCount: 2 })
    expect(results.products.map((p) => p.name)).toEqual(['Merino item 5', 'Merino item 6'])
    expect(results.facets).toEqual([
      { label: 'Brand', type: 'manufacturer', widget: 'checkbox', options: [{ label: 'Nordkap', active: false, count: 6, toggle: 'brand-3', color: null }] },
    ])
  })

  it('gives an empty page when the answer has no listing fields', () => {
    expect(mapSearchResults({})).toEqual({ products: [], total: 0, page: 1, perPage: 24, pagesCount: 1, facets: [] })
  })

  it('takes the suggestions out of a search answer, none when it has none', () => {
    const s = mapSearchSuggestions(searchResults('merino', 1).psdata)
    expect(s.products.map((p) => [p.id, p.path])).toEqual([
      [1, '1-organic-tee.html'],
      [5, '5-creme-brulee-mug.html'],
    ])
    expect(s.categories.map((c) => c.path)).toEqual(['10-clothing'])
    expect(s.brands.map((b) => b.path)).toEqual(['3-alba-tessile'])
    expect(mapSearchSuggestions({})).toEqual({ products: [], categories: [], brands: [] })
  })
})
