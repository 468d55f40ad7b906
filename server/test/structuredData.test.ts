// The pages' structured data (issue #21): what it is made of — the shop's shipping, returns and profiles in
// bootstrap, the newest reviews with the product, each public so a page that shows them can be shared and cached —
// and the server-rendered pages' first HTML carrying it, held to Google's rich-result requirements.
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { checkRichResult, jsonLdNodes, jsonLdOfHtml, knownButMissing, nodesOfType, type RichResultKind } from '@/test/richResults'
import { configFromEnv } from '../config'
import { appWith, Client, loggedIn, resetDb, startTestApp, testDist } from './harness'
import { BOB, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>
const dist = testDist()
const HOST = 'shop.example'
const ORIGIN = `http://${HOST}`

beforeAll(async () => {
  ctx = await startTestApp({ distDir: dist })
  await resetDb(ctx)
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

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

type Node = Record<string, unknown>

/** A page as a crawler gets it: its status, headers and the nodes of its JSON-LD. */
async function crawl(url: string, app: FastifyInstance = ctx.app) {
  const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: HOST } })
  const nodes = jsonLdNodes(jsonLdOfHtml(res.body))
  return { status: res.statusCode, headers: res.headers, html: res.body, one: (type: string) => only(nodesOfType(nodes, type), type) }
}

function only(nodes: Node[], type: string): Node {
  if (nodes.length !== 1) throw new Error(`${nodes.length} ${type} nodes, expected one`)
  return nodes[0]!
}

/** No error, and no recommended property missing but those the shop cannot know (and `notApplicable` here). */
function expectEligible(kind: RichResultKind, node: Node, notApplicable: string[] = []) {
  const report = checkRichResult(kind, node, ORIGIN)
  expect(report.errors).toEqual([])
  expect(knownButMissing(report)).toEqual(notApplicable)
}

const names = (list: Node) => (list.itemListElement as Node[]).map((i) => i.name)

describe('server-rendered pages: the structured data is in the first HTML', () => {
  it.each([
    ['en', '/en/2-storm-jacket.html', 'Storm Jacket', 'Clothing'],
    ['de', '/de/2-sturmjacke.html', 'Sturmjacke', 'Kleidung'],
  ])('a product page in %s: the product with price, shipping, returns, rating and reviews, and its breadcrumbs', async (_lang, url, name, category) => {
    const page = await crawl(url)
    expect(page.status).toBe(200)
    const product = page.one('Product')
    // The jacket has no variants, so no colour to state (product pages with colour options state the chosen one).
    expectEligible('product', product, ['Product.color'])
    expect(product).toMatchObject({ name, url: `${ORIGIN}${url}`, aggregateRating: { ratingValue: 4.5, reviewCount: 2 } })
    const offer = product.offers as Node
    expect(offer).toMatchObject({ priceCurrency: 'EUR', itemCondition: 'https://schema.org/NewCondition' })
    // The price the page shows, and the one Open Graph gives link previews.
    expect(page.html).toContain(`<meta property="product:price:amount" content="${offer.price as string}"/>`)
    // 200 EUR ships free to Italy; elsewhere the cheapest carrier to the door (the fixture: Standard).
    const rates = (offer.shippingDetails as Node[]).map((d) => [
      (d.shippingDestination as Node[]).map((r) => r.addressCountry).join(),
      (d.shippingRate as Node).value,
    ])
    expect(rates).toEqual([
      ['IT', 0],
      ['DE', 12],
      ['CH', 20],
      ['US', 35],
    ])
    expect((offer.hasMerchantReturnPolicy as Node[]).map((p) => [p.applicableCountry, p.returnFees])).toEqual([
      [['IT'], 'https://schema.org/FreeReturn'],
      [['DE', 'CH', 'US'], 'https://schema.org/ReturnShippingFees'],
    ])
    expect((product.review as Node[]).map((r) => (r.author as Node).name)).toEqual(['Carla V.', 'Bob M.'])
    const crumbs = page.one('BreadcrumbList')
    expectEligible('breadcrumb', crumbs)
    expect(names(crumbs).slice(-2)).toEqual([category, name])
  })

  it('a category page: breadcrumbs and the products it lists, each by its own page', async () => {
    const page = await crawl('/en/10-clothing')
    const crumbs = page.one('BreadcrumbList')
    expectEligible('breadcrumb', crumbs)
    expect(names(crumbs).at(-1)).toBe('Clothing')
    const list = page.one('ItemList')
    expectEligible('itemList', list)
    const urls = (list.itemListElement as Node[]).map((i) => i.url as string)
    expect(urls).toContain(`${ORIGIN}/en/2-storm-jacket.html`)
    for (const href of urls.map((u) => u.slice(ORIGIN.length))) expect(page.html).toContain(`href="${href}"`)
  })

  it('a brand page and a content page: their breadcrumbs', async () => {
    const brand = await crawl('/es/brands/1-alba-tessile')
    expectEligible('breadcrumb', brand.one('BreadcrumbList'))
    expect(names(brand.one('BreadcrumbList')).slice(1)).toEqual(['Marcas', 'Alba Tessile'])
    expectEligible('itemList', brand.one('ItemList'))
    const about = await crawl('/es/quienes-somos')
    expectEligible('breadcrumb', about.one('BreadcrumbList'))
    expect(names(about.one('BreadcrumbList'))).toEqual(['Inicio', 'Quiénes somos'])
  })

  it('the home page: the shop with its profiles and the site with its search', async () => {
    const sameAs = ['https://www.instagram.com/ridgeline.shop/']
    const app = await appWith(ctx, { distDir: dist, sameAs })
    try {
      const home = await crawl('/it', app)
      const store = home.one('Organization')
      expectEligible('organization', store)
      expect(store).toMatchObject({ name: 'Ridgeline', url: `${ORIGIN}/`, logo: `${ORIGIN}/icon-512.png`, sameAs })
      const site = home.one('WebSite')
      expectEligible('webSite', site)
      expect(site).toMatchObject({ inLanguage: 'it', potentialAction: { target: { urlTemplate: `${ORIGIN}/it/search?q={search_term_string}` } } })
    } finally {
      await app.close()
    }
  })

  it('keeps the Content-Security-Policy strict: JSON-LD is data, never run, so it needs no hash and no unsafe-inline', async () => {
    const page = await crawl('/en/2-storm-jacket.html')
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1]!
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(page.html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2)
    // No value can end the data block early: a crawler parses every block.
    expect(page.html.match(/<\/script>/g)!.length).toBe(page.html.match(/<script[ >]/g)!.length)
  })
})
