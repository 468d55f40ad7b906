// The catalogue: lists with pagination and facets, categories, products, related and home lists, brands, search and
// suggestions, reviews — each in its documented shape, and the refusals of unknown ids and filters. Finds the
// products the bag and purchase checks buy.
import { need, requireCapability, type KitContext } from '../context'
import { expectRefusal, expectSuccess, expectThat } from '../expect'

export async function catalogSuite(ctx: KitContext): Promise<void> {
  const { report } = ctx
  const visitor = ctx.newSession()

  const first = await report.check('getProducts', 'the whole catalogue, first page of 24, with facets and sort orders', async () => {
    const psdata = expectSuccess(await visitor.call('getProducts', { page: 1, per_page: 24 }))
    expectThat(psdata.products.length > 0, 'psdata.products is empty: the kit needs a catalogue with products')
    return psdata
  })
  const listed = (first?.products ?? []) as {
    id_product: number
    name: string
    quantity: number
    available_for_order: boolean
    price: number
    availability: string
    category?: { id_category: number }
  }[]
  // Only products the later checks can name (an answer with their id missing has failed above).
  const products = listed.filter((p) => typeof p.id_product === 'number')
  ctx.facts.products = products.map((p) => ({ ...p, id_category: p.category?.id_category }))
  ctx.facts.buyable = products
    .filter((p) => p.available_for_order && p.quantity >= 5 && p.availability !== 'preorder' && p.price > 0)
    .map((p) => ({ id_product: p.id_product, name: p.name, price: p.price }))

  await report.check('getProducts', 'pagination: page 2 of 2 per page follows page 1', async () => {
    const one = expectSuccess(await visitor.call('getProducts', { page: 1, per_page: 2 }))
    const two = expectSuccess(await visitor.call('getProducts', { page: 2, per_page: 2 }))
    const p1 = one.pagination
    const p2 = two.pagination
    expectThat(p1.per_page === 2, `psdata.pagination.per_page is ${p1.per_page}, expected 2`)
    expectThat(p1.current_page === 1 && p2.current_page === 2, `psdata.pagination.current_page is ${p1.current_page} and ${p2.current_page}, expected 1 and 2`)
    expectThat(p1.pages_count === Math.ceil(p1.total_items / 2), `psdata.pagination.pages_count is ${p1.pages_count} for ${p1.total_items} items 2 a page`)
    expectThat(
      p1.items_shown_from === 1 && p1.items_shown_to === Math.min(2, p1.total_items),
      `psdata.pagination.items_shown_from/to are ${p1.items_shown_from}–${p1.items_shown_to} on page 1, expected 1–2`,
    )
    if (p1.total_items > 2) {
      expectThat(p2.items_shown_from === 3, `psdata.pagination.items_shown_from is ${p2.items_shown_from} on page 2, expected 3`)
      const ids = new Set(one.products.map((p: { id_product: number }) => p.id_product))
      expectThat(!two.products.some((p: { id_product: number }) => ids.has(p.id_product)), 'psdata.products of page 2 repeat a product of page 1')
    }
  })
  await report.check('getProducts', 'a facet filter (a nextEncodedFacets sent back as q) narrows the list', async () => {
    const facet = need(first, 'a first page')
      .facets.flatMap((f: { filters: { nextEncodedFacets: string; magnitude: number; active: boolean }[] }) => f.filters)
      .find((f: { active: boolean; magnitude: number }) => !f.active && f.magnitude > 0)
    const filter = need(facet as { nextEncodedFacets: string; magnitude: number } | undefined, 'a facet filter with products')
    const psdata = expectSuccess(await visitor.call('getProducts', { q: filter.nextEncodedFacets }))
    expectThat(
      psdata.pagination.total_items === filter.magnitude,
      `psdata.pagination.total_items is ${psdata.pagination.total_items}, the filter's magnitude ${filter.magnitude}`,
    )
  })
  await report.check('getProducts', 'an invalid filter is 422 filter.invalid on q', async () => {
    expectRefusal(await visitor.call('getProducts', { q: 'no-such-dimension-1' }), 422, 'validation.failed', { q: 'filter.invalid' })
  })
  await report.check('getProducts', 'an unknown category is 404 category.not_found', async () => {
    expectRefusal(await visitor.call('getProducts', { id_category: 987654321 }), 404, 'category.not_found')
  })
  await report.check('getCategory', "answers a product's category", async () => {
    const id_category = need(ctx.facts.products?.[0]?.id_category, 'a product with a category')
    expectSuccess(await visitor.call('getCategory', { id_category }))
  })
  const productId = ctx.facts.products?.[0]?.id_product
  await report.check('getProduct', 'answers a product with pictures, options and combinations', async () => {
    const psdata = expectSuccess(await visitor.call('getProduct', { product_id: need(productId, 'a product') }))
    expectThat(psdata.id_product === productId, `psdata.id_product is ${psdata.id_product}, expected ${productId}`)
  })
  await report.check('getProduct', 'answers in the language asked for (psdata.url under /de/)', async () => {
    const psdata = expectSuccess(await ctx.newSession('de').call('getProduct', { product_id: need(productId, 'a product') }))
    expectThat(String(psdata.url).startsWith('/de/'), `psdata.url is ${JSON.stringify(psdata.url)}, expected the German page /de/…`)
  })
  await report.check('getProduct', 'an unknown product is 404 product.not_found', async () => {
    expectRefusal(await visitor.call('getProduct', { product_id: 987654321 }), 404, 'product.not_found')
  })
  await report.check('getProduct', 'a missing product_id is 422 field.required', async () => {
    expectRefusal(await visitor.call('getProduct', {}), 422, 'validation.failed', { product_id: 'field.required' })
  })
  await report.check('getRelatedProducts', 'answers a list with pagination', async () => {
    expectSuccess(await visitor.call('getRelatedProducts', { id_product: need(productId, 'a product') }))
  })
  for (const call of ['getProductsFeatured', 'getProductsBestsellers', 'getProductsLatest']) {
    await report.check(call, 'answers a home list with pagination', async () => {
      expectSuccess(await visitor.call(call, { page: 1, per_page: 4 }))
    })
  }
  const word = String(ctx.facts.products?.[0]?.name ?? '').split(/\s+/)[0]
  await report.check('search', 'finds a product by the first word of its name', async () => {
    const psdata = expectSuccess(await visitor.call('search', { s: need(word || undefined, "a product's name") }))
    expectThat(psdata.products.length > 0, `psdata.products is empty for s = ${JSON.stringify(word)}`)
  })
  await report.check('search', 'suggestions (suggest: true) for a few letters', async () => {
    expectSuccess(await visitor.call('search', { s: need(word || undefined, "a product's name").slice(0, 3), suggest: true }), 200, 'search.suggest')
  })
  await report.check('getProductReviews', "answers a product's reviews page with what a guest may do", async () => {
    const psdata = expectSuccess(await visitor.call('getProductReviews', { productId: need(productId, 'a product') }))
    expectThat(
      psdata.review_status === 'login_required',
      `psdata.review_status is ${JSON.stringify(psdata.review_status)} for a guest, expected "login_required"`,
    )
  })
  await report.check('getProductReviews', 'an unknown product is 404 product.not_found', async () => {
    expectRefusal(await visitor.call('getProductReviews', { productId: 987654321 }), 404, 'product.not_found')
  })

  const brands = await report.check('getBrands', 'answers the brands', async () => {
    requireCapability(ctx, 'brands')
    return expectSuccess(await visitor.call('getBrands')).brands as { id_manufacturer: number }[]
  })
  await report.check('getBrand', 'answers a brand with its products', async () => {
    requireCapability(ctx, 'brands')
    expectSuccess(await visitor.call('getBrand', { id_manufacturer: need(brands?.[0]?.id_manufacturer, 'a brand') }))
  })
  await report.check('getBrand', 'an unknown brand is 404 brand.not_found', async () => {
    requireCapability(ctx, 'brands')
    expectRefusal(await visitor.call('getBrand', { id_manufacturer: 987654321 }), 404, 'brand.not_found')
  })
}
