// Catalogue calls: what a shopper browsing the shop sees.
import { Client, resetDb, startTestApp } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>
let client: Client

beforeAll(async () => {
  ctx = await startTestApp()
  await resetDb(ctx)
})
afterAll(() => ctx.close())
beforeEach(() => {
  client = new Client(ctx.app)
})

describe('bootstrap', () => {
  it('gives settings, menu, languages, countries and a session cookie', async () => {
    const res = await client.call('bootstrap', {}, { 'accept-language': 'de-CH,de;q=0.9', 'cf-ipcountry': 'CH' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, code: 200 })
    const p = res.body.psdata
    expect(p.settings).toMatchObject({
      maintenance_mode: false,
      theme: 'blue',
      currency: 'EUR',
      free_shipping: { country: 'IT', from: 150 },
      instalments: { min: 30, max: 2000 },
      return_days: 14,
    })
    expect(p.current_language.iso_code).toBe('de')
    expect(p.detected_country).toBe('CH')
    expect(p.customer).toBeNull()
    expect(p.cart_count).toBe(0)
    expect(p.menuItems[0]).toMatchObject({
      id: 3,
      slug: 'bekleidung',
      type: 'category',
      label: 'Bekleidung',
      url: '/de/3-bekleidung',
      depth: 1,
      page_identifier: 'category-3',
    })
    expect(p.menuItems[0].children[0]).toMatchObject({ id: 10, depth: 2 })
    expect(p.menuItems.at(-1)).toMatchObject({ type: 'manufacturers', url: '/de/brands' })
    expect(p.languages.map((l: { iso_code: string }) => l.iso_code)).toEqual(['en', 'de', 'it', 'es', 'fr'])
    expect(res.headers['set-cookie']).toEqual(expect.stringContaining('HttpOnly'))
  })

  it('detects the country from Accept-Language without a CDN header', async () => {
    const res = await client.call('bootstrap', {}, { 'accept-language': 'fr-BE,fr;q=0.8' })
    expect(res.body.psdata.detected_country).toBe('BE')
    expect(res.body.psdata.current_language.iso_code).toBe('fr')
  })
})

describe('getProducts', () => {
  it('lists a category with its subcategories, in the request language, with pagination and facets', async () => {
    const res = await client.call('getProducts', { id_category: 10, categorySlug: 'clothing', page: 1 }, { 'accept-language': 'it' })
    expect(res.status).toBe(200)
    const p = res.body.psdata
    expect(p).toMatchObject({ id_category: 10, name: 'Vestiti', link_rewrite: 'vestiti' })
    expect(p.pagination).toMatchObject({ total_items: 2, page: 1, per_page: 24 })
    const tee = p.products.find((x: { id_product: number }) => x.id_product === 1)
    expect(tee).toMatchObject({
      name: 'Maglietta Bio',
      link_rewrite: 'maglietta-bio',
      sku: 'TEE-1',
      has_discount: true,
      regular_price: 30,
      price: 24,
      discount: { type: 'percentage', value: 20 },
    })
    expect(tee.default_image).toMatchObject({ width: 452, height: 452, sizes: { small: { width: 125 }, large: { width: 800 } } })
    expect(tee.colors.map((c: { id_attribute: number }) => c.id_attribute)).toEqual([10, 14])
    const facetTypes = p.facets.map((f: { type: string }) => f.type)
    expect(facetTypes).toEqual(expect.arrayContaining(['category', 'manufacturer', 'attribute_group', 'price']))
  })

  it('filters by a facet and sorts', async () => {
    const all = await client.call('getProducts', { id_category: 3, order: 'price_desc' })
    expect(all.body.psdata.products.map((x: { id_product: number }) => x.id_product)).toEqual([2, 1, 5])
    const brand = all.body.psdata.facets.find((f: { type: string }) => f.type === 'manufacturer')
    const alba = brand.filters.find((f: { label: string }) => f.label === 'Alba Tessile')
    expect(alba.magnitude).toBe(2)
    const filtered = await client.call('getProducts', { id_category: 3, q: alba.nextEncodedFacets })
    expect(filtered.body.psdata.products.map((x: { id_product: number }) => x.id_product).sort()).toEqual([1, 5])
    expect(filtered.body.psdata.q).toBe('brand-1')
  })

  it('finds a category by slug and answers 404 for an unknown one', async () => {
    const bySlug = await client.call('getProducts', { categorySlug: 'helmets' })
    expect(bySlug.body.psdata.products.map((x: { id_product: number }) => x.id_product)).toEqual([3])
    const missing = await client.call('getProducts', { id_category: 999 })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ success: false, code: 404, psdata: null })
  })

  it('rejects bad payloads with field errors', async () => {
    const res = await client.call('getProducts', { id_category: 'x', order: 'cheapest', page: 0, nonsense: true })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      id_category: expect.any(String),
      order: expect.stringContaining('must be one of'),
      page: 'Page must be at least 1.',
      nonsense: 'Unknown field.',
    })
  })
})

describe('getProduct', () => {
  it('returns the page data with groups and combinations', async () => {
    const res = await client.call('getProduct', { product_id: 1 })
    const p = res.body.psdata
    expect(p).toMatchObject({ id_product: 1, name: 'Organic Tee', description: expect.stringContaining('soft'), quantity: 5 })
    expect(p.groups.map((g: { id_attribute_group: number }) => g.id_attribute_group)).toEqual([1, 2])
    expect(p.combinations).toHaveLength(5)
    expect(p.size_guide.rows[0][0]).toBe('S')
    expect(p.images.length).toBeGreaterThan(1)
  })

  it('answers a selection with that combination price, stock and pictures', async () => {
    const res = await client.call('getProduct', { product_id: 1, group: { '1': 4, '2': 10 } })
    expect(res.body.psdata).toMatchObject({ id_product_attribute: 103, quantity: 3, regular_price: 32, price: 25.6 })
    // Only a colour chosen: the first combination of that colour in stock, with the colour's picture first.
    const red = await client.call('getProduct', { product_id: 1, group: { '2': 14 } })
    expect(red.body.psdata).toMatchObject({ id_product_attribute: 104, quantity: 2 })
    const black = await client.call('getProduct', { product_id: 1, group: { '2': 10 } })
    expect(red.body.psdata.images[0].url).not.toBe(black.body.psdata.images[0].url)
    // A crossing that does not exist: nothing to buy.
    const missing = await client.call('getProduct', { product_id: 1, group: { '1': 4, '2': 14 } })
    expect(missing.body.psdata).toMatchObject({ id_product_attribute: null, combination_available: false, available_for_order: false })
  })

  it('answers 404 for an unknown product', async () => {
    expect((await client.call('getProduct', { product_id: 42 })).status).toBe(404)
  })
})

describe('home lists, related products, brands, categories', () => {
  it('lists featured, best sellers and latest products', async () => {
    const best = await client.call('getProductsBestsellers', {})
    expect(best.body.psdata.products.map((p: { id_product: number }) => p.id_product)).toEqual([3, 1, 2, 5, 4])
    const latest = await client.call('getProductsLatest', { per_page: 2 })
    expect(latest.body.psdata.products.map((p: { id_product: number }) => p.id_product)).toEqual([5, 4])
    expect(latest.body.psdata.pagination).toMatchObject({ total_items: 5, per_page: 2, pages_count: 3 })
    const featured = await client.call('getProductsFeatured')
    expect(featured.body.psdata.products.length).toBeGreaterThan(0)
    expect((await client.call('getProductsLatest', { per_page: 0 })).status).toBe(422)
  })

  it('gives related products, chosen ones first', async () => {
    const res = await client.call('getRelatedProducts', { id_product: 1 })
    expect(res.body.psdata.products[0].id_product).toBe(2)
    expect((await client.call('getRelatedProducts', { id_product: 77 })).status).toBe(404)
    expect((await client.call('getRelatedProducts', {})).body.errors.id_product).toBe('Id product is required.')
  })

  it('lists brands with logos and shows one with its products', async () => {
    const brands = await client.call('getBrands')
    expect(brands.body.psdata.brands[0]).toMatchObject({
      id_manufacturer: 1,
      name: 'Alba Tessile',
      link_rewrite: 'alba-tessile',
      url: '/en/brands/1-alba-tessile',
      nb_products: 3,
    })
    expect(brands.body.psdata.brands[0].image.url).toMatch(/^\/img\/m\/alba-tessile-\w+-medium\.webp$/)
    const brand = await client.call('getBrand', { slug: 'corsa-nera', order: 'price_asc' })
    expect(brand.body.psdata).toMatchObject({ id_manufacturer: 2, description: '<p>Corsa</p>' })
    expect(brand.body.psdata.products.map((p: { id_product: number }) => p.id_product)).toEqual([2, 3])
    expect((await client.call('getBrand', { id_manufacturer: 99 })).status).toBe(404)
  })

  it('describes a category with breadcrumb, children and slugs in every language', async () => {
    const res = await client.call('getCategory', { id_category: 10 }, { 'accept-language': 'fr' })
    expect(res.body.psdata).toMatchObject({ id_category: 10, name: 'Habits', alternates: { en: 'clothing', de: 'kleidung' } })
    expect(res.body.psdata.breadcrumb.map((b: { title: string }) => b.title)).toEqual(['Accueil', 'Vêtements', 'Habits'])
    expect(res.body.psdata.children.map((c: { id_category: number }) => c.id_category)).toEqual([30])
    const tree = await client.call('getProducts', { id_category: 3, with_category_tree: true })
    expect(tree.body.psdata.categories.map((c: { id_category: number }) => c.id_category)).toEqual([3, 4])
  })

  it('lists everything without a category, and an empty page past the end', async () => {
    const all = await client.call('getProducts', {})
    expect(all.body.psdata.pagination.total_items).toBe(5)
    const past = await client.call('getProducts', { page: 9 })
    expect(past.body.psdata).toMatchObject({ products: [], pagination: { total_items: 5, page: 9 } })
    expect((await client.call('getProducts', { q: 'colour-red' })).body.errors.q).toBe('Invalid filter.')
  })
})

describe('search', () => {
  it('finds products by word prefixes regardless of accents, in the request language', async () => {
    const res = await client.call('search', { s: 'creme brul' })
    expect(res.body.psdata.products.map((p: { id_product: number }) => p.id_product)).toEqual([5])
    const german = await client.call('search', { s: 'STURM' }, { 'accept-language': 'de' })
    expect(german.body.psdata.products.map((p: { name: string }) => p.name)).toEqual(['Sturmjacke'])
    expect((await client.call('search', { s: 'urm' }, { 'accept-language': 'de' })).body.psdata.products).toHaveLength(0)
    const byBrand = await client.call('search', { s: 'corsa' })
    expect(byBrand.body.psdata.pagination.total_items).toBe(2)
  })

  it('suggests products, categories and brands', async () => {
    const res = await client.call('search', { s: 'hel', suggest: true })
    expect(res.body.psdata.suggestions.products.map((p: { id_product: number }) => p.id_product)).toEqual([3])
    expect(res.body.psdata.suggestions.categories.map((c: { id_category: number }) => c.id_category)).toEqual([14])
    const brands = await client.call('search', { s: 'alba', suggest: true })
    expect(brands.body.psdata.suggestions.brands).toMatchObject([{ id_manufacturer: 1, url: '/en/brands/1-alba-tessile' }])
    expect((await client.call('search', { s: '' })).body.psdata.products).toEqual([])
  })
})

describe('countries, carriers and collection points', () => {
  it('lists countries with address rules, grouped by zone', async () => {
    const res = await client.call('getCountries', {}, { 'accept-language': 'it' })
    const italy = res.body.psdata.countries.find((c: { iso_code: string }) => c.iso_code === 'IT')
    expect(italy).toMatchObject({
      name: 'Italia',
      is_eu: true,
      zone: 'IT',
      zip_example: '00184',
      needs_state: true,
      states: [{ iso_code: 'MI' }, { iso_code: 'RM' }],
    })
    expect(res.body.psdata.groups.map((g: { id: string }) => g.id)).toEqual(['IT', 'EU', 'EUROPE_NON_EU', 'WORLD'])
    expect((await client.call('getCountry', { iso_code: 'ch' })).body.psdata).toMatchObject({ iso_code: 'CH', is_eu: false })
    expect((await client.call('getCountry', { iso_code: 'ZZ' })).status).toBe(404)
  })

  it('prices carriers for a country', async () => {
    const it = await client.call('getCarriers')
    expect(it.body.psdata).toMatchObject({ country_iso: 'IT' })
    expect(it.body.psdata.carriers.map((c: { id_carrier: number }) => c.id_carrier)).toEqual([1, 2, 3])
    const us = await client.call('getCarriers', { country_iso: 'US' })
    expect(us.body.psdata.carriers).toMatchObject([{ id_carrier: 1, price: 35 }])
  })

  it('finds collection points near a city', async () => {
    const res = await client.call('getPudos', { city: 'roma' })
    expect(res.body.psdata.pudos[0]).toMatchObject({ id_pudo: 3, city: 'Roma', distance_km: 0, opening_hours: 'Mon-Sat 9-13, 15-19' })
    expect(res.body.psdata.pudos[1].distance_km).toBeGreaterThan(400)
  })
})
