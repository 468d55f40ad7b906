// What the pages' structured data is made of (issue #21): the shop's shipping, returns and profiles in bootstrap,
// the newest reviews with the product — each public, so a page that shows them can be shared and cached.
import { configFromEnv } from '../config'
import { appWith, Client, loggedIn, resetDb, startTestApp } from './harness'
import { BOB, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
  await resetDb(ctx)
})
afterAll(() => ctx.close())

describe('bootstrap: the rules a product page states without a cart', () => {
  it('gives delivery to the door per zone (no collection points), cheapest first, with days in transit', async () => {
    const settings = (await new Client(ctx.app).call('bootstrap')).body.psdata.settings
    // The fixture: Standard (free shipping counts) everywhere, Express in Italy and the EU, a pickup point in Italy.
    expect(settings.home_delivery).toEqual([
      {
        countries: ['IT'],
        carriers: [
          { name: 'Standard', price: 7, free_shipping_applies: true, delivery_days: { min: 3, max: 5 } },
          { name: 'Express', price: 15, free_shipping_applies: false, delivery_days: { min: 1, max: 1 } },
        ],
      },
      {
        countries: ['DE'],
        carriers: [
          { name: 'Standard', price: 12, free_shipping_applies: true, delivery_days: { min: 4, max: 7 } },
          { name: 'Express', price: 25, free_shipping_applies: false, delivery_days: { min: 1, max: 2 } },
        ],
      },
      { countries: ['CH'], carriers: [{ name: 'Standard', price: 20, free_shipping_applies: true, delivery_days: { min: 5, max: 8 } }] },
      { countries: ['US'], carriers: [{ name: 'Standard', price: 35, free_shipping_applies: true, delivery_days: { min: 7, max: 14 } }] },
    ])
    // Alba Tessile ships free to Italy from 100 EUR of its products.
    expect(settings.free_shipping).toEqual({ country: 'IT', from: 150, brands: [{ id_manufacturer: 1, from: 100 }] })
    expect(settings.returns).toEqual({ country: 'IT', method: 'mail', free_countries: ['IT'], label_fee: 5.9 })
    expect(settings.return_days).toBe(14)
    expect(settings.same_as).toEqual([])
  })

  it('names the shop’s profiles elsewhere from SHOP_SAME_AS', async () => {
    const sameAs = ['https://www.instagram.com/ridgeline.shop/', 'https://en.wikipedia.org/wiki/Ridgeline_(shop)']
    const app = await appWith(ctx, { sameAs })
    try {
      expect((await new Client(app).call('bootstrap')).body.psdata.settings.same_as).toEqual(sameAs)
    } finally {
      await app.close()
    }
  })

  it('accepts only absolute http(s) URLs in SHOP_SAME_AS, separated by commas or spaces', () => {
    const env = { SHOP_SAME_AS: 'https://www.facebook.com/ridgeline, https://x.com/ridgeline  http://example.org/shop' }
    expect(configFromEnv(env).sameAs).toEqual(['https://www.facebook.com/ridgeline', 'https://x.com/ridgeline', 'http://example.org/shop'])
    expect(configFromEnv({}).sameAs).toEqual([])
    expect(() => configFromEnv({ SHOP_SAME_AS: 'instagram.com/ridgeline' })).toThrow('SHOP_SAME_AS: "instagram.com/ridgeline" is not an absolute http(s) URL')
    expect(() => configFromEnv({ SHOP_SAME_AS: 'javascript:alert(1)' })).toThrow('is not an absolute http(s) URL')
  })
})

describe('getProduct: the newest reviews', () => {
  it('come with the product, newest first, with only their public fields', async () => {
    const product = (await new Client(ctx.app).call('getProduct', { product_id: 2 })).body.psdata
    expect(product.rating).toEqual({ average: 4.5, count: 2 })
    expect(product.latest_reviews).toEqual([
      { title: 'Ottima', content: 'Giacca davvero ottima.', customer_name: 'Carla V.', grade: 5, date_add: '2025-04-02T00:00:00.000Z' },
      { title: 'Dry all day', content: 'Kept me dry on a long ride.', customer_name: 'Bob M.', grade: 4, date_add: '2025-04-01T00:00:00.000Z' },
    ])
    expect((await new Client(ctx.app).call('getProduct', { product_id: 1 })).body.psdata.latest_reviews).toEqual([])
  })

  it('show an edited review at once (the product is not answered from an old cache)', async () => {
    const app = await appWith(ctx, { catalogCacheSeconds: 60 })
    try {
      const guest = new Client(app)
      const titles = async () => (await guest.call('getProduct', { product_id: 2 })).body.psdata.latest_reviews.map((r: { title: string }) => r.title)
      expect(await titles()).toEqual(['Ottima', 'Dry all day'])
      const bob = await loggedIn(app, BOB, PASSWORD)
      const reviewId = (await bob.call('getProductReviews', { productId: 2 })).body.psdata.own_review_id
      const edited = await bob.call('updateProductReview', {
        productId: 2,
        reviewId,
        review: { title: 'Still dry', content: 'A year on, still dry.', rating: 4 },
      })
      expect(edited.status).toBe(200)
      expect(await titles()).toEqual(['Ottima', 'Still dry'])
    } finally {
      await app.close()
      await resetDb(ctx)
    }
  })
})
