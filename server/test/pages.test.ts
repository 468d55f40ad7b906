// Pages rendered on the server (architecture §1, issue: server-rendered first paint): every public page kind in several
// languages answers with its status, head tags for search engines and link previews, the page's content, and the
// data the browser's store starts with; nothing personal; redirects before any JavaScript.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import zlib from 'node:zlib'
import { appWith, Client, loggedIn, resetDb, shopWith, startTestApp, testDist } from './harness'
import { ANNA, APPROVED_CARD, GUEST_ADDRESS, PASSWORD } from './fixture'
import { cdnPurgeFromEnv } from '../config'

let ctx: Awaited<ReturnType<typeof startTestApp>>
const dist = testDist()
const HOST = 'shop.example'

beforeAll(async () => {
  ctx = await startTestApp({ distDir: dist })
  await resetDb(ctx)
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: HOST, ...headers } })
  return { status: res.statusCode, headers: res.headers, html: res.body }
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]
const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1]
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const serverData = (html: string) => {
  const json = /<script id="server-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  return json ? (JSON.parse(json) as { api: { queries: Record<string, { endpointName: string; status: string; data?: unknown }> } }) : null
}
const endpoints = (html: string) => Object.values(serverData(html)?.api.queries ?? {}).map((q) => `${q.endpointName}:${q.status}`)

describe('a product page', () => {
  it.each([
    ['en', '/en/1-organic-tee.html', 'Organic Tee'],
    ['de', '/de/1-bio-t-shirt.html', 'Bio-T-Shirt'],
    ['it', '/it/1-maglietta-bio.html', 'Maglietta Bio'],
  ])('in %s carries the product, its head tags and its data', async (lang, url, name) => {
    const { status, headers, html } = await page(url)
    expect(status).toBe(200)
    expect(html).toContain(`<html lang="${lang}"`)
    expect(h1(html)).toBe(name)
    expect(title(html)).toBe(`${name} | Ridgeline`)
    // Only the page's own title, in the head, for search engines and link previews.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(head(html)).toContain(`<link rel="canonical" href="http://${HOST}${url}"/>`)
    for (const l of ['en', 'de', 'it', 'es', 'fr']) expect(head(html)).toMatch(new RegExp(`<link rel="alternate" hrefLang="${l}" href="http://${HOST}/${l}/`))
    expect(head(html)).toContain(`<link rel="alternate" hrefLang="x-default" href="http://${HOST}/`)
    expect(meta(html, 'og:title')).toBe(name)
    expect(meta(html, 'og:type')).toBe('product')
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^http://${HOST}/img/`))
    expect(meta(html, 'product:price:amount')).toMatch(/^\d+\.\d\d$/)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
    expect(jsonLd).toMatchObject({ '@type': 'Product', name, offers: { priceCurrency: 'EUR' } })
    // The browser's store starts with the data the page was rendered from.
    expect(endpoints(html)).toEqual(expect.arrayContaining(['getProduct:fulfilled', 'bootstrap:fulfilled']))
    // A CDN may keep it briefly, per URL (the language is in the path).
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    // The critical styles come with it; the "needs JavaScript" notice does not.
    expect(head(html)).toMatch(/<style data-emotion="css[ -]/)
    // …without the vendor prefixes current browsers do not read (src/app/providers/styleCache.ts), except Safari's
    // user-select on buttons.
    expect(head(html)).not.toMatch(/display:-(webkit|ms)-/)
    expect(head(html)).toContain('-webkit-user-select:none')
    expect(html).not.toContain('This shop needs JavaScript')
    // Nothing holds back its first paint: config.js inline, the icon inline, the app's manifest linked by the app once
    // live, the app's scripts started once the main picture is painted (Element Timing on it).
    expect(head(html)).toContain('window.__SHOP_CONFIG__')
    expect(head(html)).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,')
    expect(html).not.toContain('rel="manifest"')
    expect(html).toMatch(/<img [^>]*fetchPriority="high" elementtiming="main-picture"/)
    // Clicks on buttons before the app is live are kept and replayed (src/app/ssr/client/earlyClicks.ts).
    expect(html).toContain('window.__earlyClicks=[]')
    expect(head(html)).not.toContain('src="/assets/main.js"')
    const loader = html.slice(html.indexOf('</div><script id="server-data"'))
    expect(loader).toContain('["/assets/main.js"]')
    expect(loader).toContain("querySelectorAll('img[elementtiming]')")
  })

  it('a link to one variant carries that variant, not a placeholder (link previews show it)', async () => {
    const client = new Client(ctx.app)
    const product = (await client.call('getProduct', { product_id: 1 })).body.psdata
    const other = (product.combinations as { id_product_attribute: number }[]).find((c) => c.id_product_attribute !== product.id_product_attribute)!
    const { status, html } = await page(`/en/1-organic-tee.html?variant=${other.id_product_attribute}`)
    expect(status).toBe(200)
    expect(h1(html)).toBe('Organic Tee')
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/shop\.example\/img\//)
    expect(endpoints(html).filter((e) => e === 'getProduct:fulfilled')).toHaveLength(2)
  })

  it('shows its price formatted for the language', async () => {
    const { html } = await page('/de/1-bio-t-shirt.html')
    expect(html).toMatch(/\d+,\d\d\s€/)
  })

  it('carries the styles of the related products’ loading rail, which the browser draws later, but not the rail', async () => {
    // The browser's Emotion takes them as inserted: drawing the rail as the shopper scrolls to the buy button then
    // compiles nothing in the tap that follows.
    const { html } = await page('/en/1-organic-tee.html')
    const styles = [...head(html).matchAll(/<style data-emotion="css [^"]*"[^>]*>(.*?)<\/style>/gs)].map(([, css]) => css).join('')
    // A loading card's picture (ProductCardSkeleton), in the rail's grid of cards scrolling sideways on a phone.
    expect(styles).toMatch(/\.css-\w+ \.picture\{[^}]*animation:animation-\w+ 2s ease-in-out 0\.5s infinite/)
    expect(styles).toMatch(/grid-auto-flow:column;[^}]*overflow-x:auto/)
    expect(html).not.toContain('You may also like')
    expect(html).not.toContain('class="picture"')
  })
})

describe('list and content pages', () => {
  it('a category shows its heading, breadcrumbs and products with prices and links', async () => {
    const { status, html } = await page('/en/10-clothing')
    expect(status).toBe(200)
    expect(h1(html)).toBe('Clothing')
    expect(html).toContain('aria-label="Breadcrumb"')
    expect(html).toContain('href="/en/2-storm-jacket.html"')
    expect(html).toMatch(/€\d+\.\d\d/)
    expect(endpoints(html)).toContain('getProducts:fulfilled')
  })

  it('the offline page in every language (kept by the service worker), linking the language’s app manifest', async () => {
    for (const [lang, title] of [
      ['en', 'You are offline'],
      ['de', 'Sie sind offline'],
      ['it', 'Sei offline'],
      ['es', 'Estás sin conexión'],
      ['fr', 'Vous êtes hors ligne'],
    ]) {
      const offline = await page(`/${lang}/offline`)
      expect(offline.status).toBe(200)
      expect(h1(offline.html)).toBe(title)
      expect(offline.html).toContain(`<link rel="manifest" href="/manifest.${lang}.webmanifest"`)
    }
  })

  it('the home page, a content page, the brands and a brand in French and Spanish', async () => {
    const home = await page('/fr')
    expect(home.status).toBe(200)
    expect(home.html).toContain('<html lang="fr"')
    expect(h1(home.html)).toBeTruthy()
    // The brand strip at the end of the home (its brands are asked once the shop's settings say it has brand pages).
    expect(home.html).toMatch(/<section[^>]*aria-labelledby="[^"]+"[^]*href="\/fr\/brands\/\d+-[a-z-]+"/)
    expect(endpoints(home.html)).toContain('getBrands:fulfilled')
    const about = await page('/es/quienes-somos')
    expect(about.status).toBe(200)
    expect(h1(about.html)).toBe('Quiénes somos')
    const brands = await page('/fr/brands')
    expect(brands.status).toBe(200)
    expect(brands.html).toContain('href="/fr/brands/2-corsa-nera"')
    const brand = await page('/es/brands/1-alba-tessile')
    expect(brand.status).toBe(200)
    expect(h1(brand.html)).toBe('Alba Tessile')
  })

  it('search results carry the products found', async () => {
    const { status, html } = await page('/en/search?q=jacket')
    expect(status).toBe(200)
    expect(html).toContain('href="/en/2-storm-jacket.html"')
    expect(endpoints(html)).toContain('search:fulfilled')
  })
})

describe('status codes', () => {
  it('answers 404 with the 404 page for an unknown product, category, brand or page', async () => {
    // Whatever its letters: a content slug with capitals is a page that does not exist, not a bad request.
    for (const url of ['/en/999-nothing.html', '/en/999-nothing', '/en/brands/999-nobody', '/en/no-such-page', '/en/My-Account']) {
      const { status, html } = await page(url)
      expect({ url, status }).toEqual({ url, status: 404 })
      expect(h1(html)).toBe('Page not found')
    }
  })

  it('answers 503 with Retry-After during maintenance, never cached', async () => {
    await ctx.shop.settings.update({ maintenance_mode: true })
    try {
      const { status, headers, html } = await page('/it/10-vestiti')
      expect(status).toBe(503)
      expect(headers['retry-after']).toBe('300')
      expect(headers['cache-control']).toBe('no-store')
      expect(html).toContain('503')
    } finally {
      await ctx.shop.settings.update({ maintenance_mode: false })
    }
  })

  it('sends the shell, never kept, when the back end fails a call the page needs', async () => {
    // (Forced failures of the test controls spare the server's own render: the database fails instead.)
    const query = ctx.db.query.bind(ctx.db)
    const broken = jest.spyOn(ctx.db, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
      if (/\bcategory_lang\b/.test(sql)) throw new Error('connection lost')
      return query(sql, params)
    })
    // With the page cache on, as the shop runs: the failure is not kept for the next visitor.
    const cached = await appWith(ctx, { distDir: dist, catalogCacheSeconds: 60 })
    const get = (app: typeof cached) => app.inject({ method: 'GET', url: '/it/10-vestiti', headers: { accept: 'text/html', host: HOST } })
    try {
      const res = await get(cached)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(h1(res.body)).toBeUndefined()
      expect(serverData(res.body)).toBeNull()
    } finally {
      broken.mockRestore()
    }
    const recovered = await get(cached)
    expect(h1(recovered.body)).toBe('Vestiti')
    await cached.close()
  })

  it('redirects before any JavaScript: trailing slash, moved product addresses, no language', async () => {
    const slash = await page('/en/10-clothing/')
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe('/en/10-clothing')
    const moved = await page('/en/1-old-name.html')
    expect([301, 302]).toContain(moved.status)
    expect(moved.headers.location).toBe('/en/1-organic-tee.html')
    const bare = await page('/10-clothing', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' })
    expect(bare.status).toBe(302)
    expect(bare.headers.location).toBe('/de/10-clothing')
    // A legacy address keeps its query: the old reset link's token arrives.
    const legacy = await page('/de/auth/set-new-password?token=abc123')
    expect([legacy.status, legacy.headers.location]).toEqual([301, '/de/reset-password?token=abc123'])
    const legacyBrands = await page('/fr/brands/show')
    expect([legacyBrands.status, legacyBrands.headers.location]).toEqual([301, '/fr/brands'])
    const remembered = await page('/', { cookie: 'locale=it', 'accept-language': 'de' })
    expect(remembered.headers.location).toBe('/it')
    expect(remembered.headers.vary).toMatch(/Cookie/)
  })
})

describe('for search engines and link-preview bots', () => {
  const links = (html: string) =>
    Object.fromEntries(
      [...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]!.replace(`http://${HOST}`, '')]),
    )
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(head(html))?.[1]?.replace(`http://${HOST}`, '')

  it('names each language’s own address of a product, category and content page, and x-default as the sitemap does', async () => {
    const product = await page('/it/1-maglietta-bio.html')
    expect(links(product.html)).toMatchObject({ en: '/en/1-organic-tee.html', de: '/de/1-bio-t-shirt.html', it: '/it/1-maglietta-bio.html' })
    expect(links(product.html)['x-default']).toBe('/en/1-organic-tee.html')
    expect(canonical(product.html)).toBe('/it/1-maglietta-bio.html')
    const category = await page('/de/10-kleidung')
    expect(links(category.html)).toMatchObject({ en: '/en/10-clothing', de: '/de/10-kleidung', 'x-default': '/en/10-clothing' })
    const about = await page('/es/quienes-somos')
    expect(links(about.html)).toMatchObject({ en: '/en/about-us', es: '/es/quienes-somos' })
    expect(meta(about.html, 'og:url')).toBe(`http://${HOST}/es/quienes-somos`)
    // Fixed pages keep their path in every language.
    expect(links((await page('/fr/brands')).html)).toMatchObject({ de: '/de/brands', 'x-default': '/en/brands' })
  })

  it('makes a filtered or re-sorted list canonical to the list itself, and keeps search results out of the index', async () => {
    expect(canonical((await page('/en/10-clothing?order=price_asc&filters=brand-1')).html)).toBe('/en/10-clothing')
    expect(canonical((await page('/en/10-clothing?page=2')).html)).toBe('/en/10-clothing?page=2')
    const search = await page('/en/search?q=jacket')
    expect(meta(search.html, 'robots')).toBe('noindex, follow')
    expect(canonical(search.html)).toBeUndefined()
    expect(links(search.html)).toEqual({})
  })

  it('answers any client that accepts HTML at all, as a browser, q-values respected', async () => {
    for (const accept of ['*/*', 'text/*', 'text/html;q=0.1, application/json', undefined]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/en/1-organic-tee.html', headers: { host: HOST, ...(accept ? { accept } : {}) } })
      expect([accept, res.statusCode, res.headers['content-type']]).toEqual([accept, 200, 'text/html; charset=utf-8'])
      expect(h1(res.body)).toBe('Organic Tee')
    }
    for (const accept of ['application/json', 'text/html;q=0, */*']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/en/1-organic-tee.html', headers: { host: HOST, accept } })
      expect([accept, res.statusCode]).toEqual([accept, 406])
    }
  })

  it('honours q-values of Accept-Encoding and Accept-Language', async () => {
    const gzip = await ctx.app.inject({ method: 'GET', url: '/en/10-clothing', headers: { host: HOST, accept: '*/*', 'accept-encoding': 'br;q=0, gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await ctx.app.inject({ method: 'GET', url: '/en/10-clothing', headers: { host: HOST, accept: '*/*', 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect((await page('/', { 'accept-language': 'de;q=0, fr;q=0.5, it;q=0.9' })).headers.location).toBe('/it')
  })
})

describe('nothing personal in shared HTML', () => {
  it('renders the same page for a signed-in customer with a bag as for anyone', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    expect((await anna.call('createCartItem', { id_product: 2, quantity: 2 })).status).toBe(201)
    // The cookie is hers: with it, the bootstrap names her and counts her bag.
    expect((await anna.call('bootstrap')).body.psdata).toMatchObject({ customer: { firstname: 'Anna' }, cart_count: 2 })
    const { html } = await page('/en/2-storm-jacket.html', { cookie: anna.sessionCookie! })
    expect(html).not.toMatch(/Anna|Rossi|anna@example\.com/)
    const bootstrap = Object.values(serverData(html)!.api.queries).find((q) => q.endpointName === 'bootstrap')
    expect(bootstrap?.data).toMatchObject({ customer: null, cartCount: 0 })
  })

  it('leaves account, bag and checkout pages to the browser, never cached — in the language of their URL', async () => {
    for (const url of ['/en/my-account', '/en/cart', '/en/checkout', '/de/login', '/de/withdrawal', '/it/withdrawal?order=XKBKNABJK']) {
      const { status, headers, html } = await page(url)
      expect(status).toBe(200)
      expect(headers['cache-control']).toBe('no-store')
      expect(html).toContain('<div id="root"></div>')
      // Before its script runs, a screen reader reads the empty page's title in the page's language.
      expect(html).toMatch(new RegExp(`<html lang="${url.slice(1, 3)}"`))
    }
  })
})

describe('delivery', () => {
  it('sends the page compressed for browsers that accept it', async () => {
    // The default port spelled out in Host is the same origin (the API answers in-process).
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/it/1-maglietta-bio.html',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', host: 'localhost:80' },
    })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    expect(h1(zlib.brotliDecompressSync(res.rawPayload).toString())).toBe('Maglietta Bio')
  })

  it('keeps a rendered page until the catalogue answers it was made of change', async () => {
    const app = await appWith(ctx, { catalogCacheSeconds: 60, distDir: dist })
    const get = async () => h1((await app.inject({ method: 'GET', url: '/en/1-organic-tee.html', headers: { accept: 'text/html' } })).body)
    try {
      expect(await get()).toBe('Organic Tee')
      await ctx.db.query("update product_lang set name = 'Organic Tee Two' where id_product = 1 and lang = 'en'")
      expect(await get()).toBe('Organic Tee')
      // Anything that changes what shoppers see clears the catalogue cache (here: the settings), and the page goes too.
      expect((await app.inject({ method: 'POST', url: '/sandbox/test/settings', payload: { theme: 'blue' } })).statusCode).toBe(200)
      expect(await get()).toBe('Organic Tee Two')
    } finally {
      await ctx.db.query("update product_lang set name = 'Organic Tee' where id_product = 1 and lang = 'en'")
      await app.close()
    }
  })
})

describe('an HTTP cache in front: tags and purges', () => {
  /** A purge endpoint as Varnish's (deploy/varnish/) is to the shop: answers with the statuses given, then 200;
   * while held, keeps every purge waiting for release(). */
  class PurgeReceiver {
    readonly purges: { tags: string; authorization?: string }[] = []
    private held: (() => void)[] | null = null
    private readonly waiting: { tags: string; count: number; resolve: () => void }[] = []
    private readonly server = http.createServer((req, res) => {
      if (req.method !== 'PURGE') return res.writeHead(405).end()
      const answer = () => {
        const status = this.statuses.shift() ?? 200
        this.purges.push({ tags: String(req.headers['surrogate-key']), authorization: req.headers.authorization })
        res.writeHead(status).end()
        for (const w of this.waiting.filter((w) => this.count(w.tags) >= w.count)) w.resolve()
      }
      if (this.held) this.held.push(answer)
      else answer()
    })
    constructor(private readonly statuses: number[] = []) {}
    async start(): Promise<string> {
      await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/purge`
    }
    hold() {
      this.held = []
    }
    release() {
      const held = this.held ?? []
      this.held = null
      for (const answer of held) answer()
    }
    /** Resolves once a purge of these tags has been answered (with PostgreSQL it leaves when the change's notification
     * reaches the process: after the call that made the change has answered). */
    received(tags: string, count = 1): Promise<void> {
      return this.count(tags) >= count ? Promise.resolve() : new Promise((resolve) => this.waiting.push({ tags, count, resolve }))
    }
    count = (tags: string) => this.purges.filter((p) => p.tags === tags).length
    stop = () => new Promise((resolve) => this.server.close(resolve))
  }
  const tags = (headers: Record<string, unknown>) => String(headers['surrogate-key'] ?? '').split(' ')
  const FAST = { token: null, maxAttempts: 3, retryBaseMs: 10, retryMaxMs: 40, timeoutMs: 10_000 }

  afterAll(() => resetDb(ctx))

  it('tags each public page with what it shows: the shop, its products, categories, brand and content', async () => {
    const product = await page('/en/1-organic-tee.html')
    expect(tags(product.headers)).toEqual(expect.arrayContaining(['shop', 'product-1', 'category-10', 'brand-1']))
    const category = await page('/en/10-clothing')
    expect(tags(category.headers)[0]).toBe('shop')
    expect(tags(category.headers)).toEqual(expect.arrayContaining(['category-10', 'product-1', 'product-2']))
    const content = await page('/en/content/about-us')
    expect(tags(content.headers)).toEqual(expect.arrayContaining(['shop', expect.stringMatching(/^content-\d+$/)]))
    // Pages about the shopper are never cached, so never tagged.
    expect((await page('/en/cart')).headers['surrogate-key']).toBeUndefined()
  })

  it('an order purges exactly its product’s pages and does not wait for the cache; a theme change purges the whole shop', async () => {
    const receiver = new PurgeReceiver()
    const url = await receiver.start()
    const app = await appWith(ctx, { distDir: dist, cdnPurge: { ...FAST, urls: [url], token: 'purge-secret' } })
    try {
      const guest = new Client(app)
      await guest.call('createCartItem', { id_product: 5, quantity: 1 })
      await guest.call('updateCheckoutAddress', { email: 'gina@example.com', delivery_address: GUEST_ADDRESS })
      await guest.call('updateCheckoutCarrier', { id_carrier: 1 })
      // The cache in front keeps the purge waiting: the order is placed and paid all the same, meanwhile.
      receiver.hold()
      const order = await guest.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
      expect(order.status).toBe(201)
      expect(receiver.purges).toEqual([])
      receiver.release()
      // Placed (stock taken) and paid (sales): product 5's pages — nothing else.
      await receiver.received('product-5')
      await app.inject({ method: 'POST', url: '/sandbox/test/settings', payload: { theme: 'blue' } })
      await receiver.received('shop')
      for (const purge of receiver.purges.slice(0, -1)) expect(purge).toEqual({ tags: 'product-5', authorization: 'Bearer purge-secret' })
      expect(receiver.purges.at(-1)).toEqual({ tags: 'shop', authorization: 'Bearer purge-secret' })
    } finally {
      await app.close()
      await receiver.stop()
    }
  })

  it('every API process on the database purges once it has dropped its own copies of the pages (PGlite: the one process)', async () => {
    const receiver = new PurgeReceiver()
    const url = await receiver.start()
    const processes = [
      await shopWith(ctx, { distDir: dist, cdnPurge: { ...FAST, urls: [url] } }),
      await shopWith(ctx, { distDir: dist, cdnPurge: { ...FAST, urls: [url] } }),
    ]
    try {
      await processes[0]!.app.inject({ method: 'POST', url: '/sandbox/test/settings', payload: { theme: 'blue' } })
      if (ctx.db.driver === 'pg') await receiver.received('shop', 2)
      else await processes[0]!.shop.cdnPurger.idle()
      expect(receiver.purges).toEqual(Array(ctx.db.driver === 'pg' ? 2 : 1).fill({ tags: 'shop' }))
    } finally {
      for (const { app } of processes) await app.close()
      await receiver.stop()
    }
  })

  const itWithProcesses = process.env.DATABASE_URL ? it : it.skip

  itWithProcesses('another process purges a theme change only once it renders the new theme (its settings are read again)', async () => {
    const receiver = new PurgeReceiver()
    const url = await receiver.start()
    const [changing, other] = [
      await shopWith(ctx, { distDir: dist, cdnPurge: { ...FAST, urls: [url] } }),
      await shopWith(ctx, { distDir: dist, cdnPurge: { ...FAST, urls: [url] } }),
    ]
    // The blue theme's menu lists the brands; the default theme's does not.
    const menuListsBrands = async (app: typeof other.app) =>
      (await app.inject({ method: 'GET', url: '/en/1-organic-tee.html', headers: { accept: 'text/html' } })).body.includes('href="/en/brands"')
    try {
      // The other process has just read the settings (they count as fresh for a second).
      expect(await menuListsBrands(other.app)).toBe(true)
      await changing.app.inject({ method: 'POST', url: '/sandbox/test/settings', payload: { theme: 'default' } })
      // Both have purged: a page the cache in front asks the other process for now shows the new theme.
      await receiver.received('shop', 2)
      expect(await menuListsBrands(other.app)).toBe(false)
    } finally {
      await changing.app.inject({ method: 'POST', url: '/sandbox/test/settings', payload: { theme: 'blue' } })
      for (const { app } of [changing, other]) await app.close()
      await receiver.stop()
    }
  })

  it('a page made while a change arrived goes to its visitor but to no shared cache: the change’s purge has already gone', async () => {
    const { app, shop } = await shopWith(ctx, { distDir: dist, catalogCacheSeconds: 60 })
    const get = () => app.inject({ method: 'GET', url: '/en/1-organic-tee.html', headers: { accept: 'text/html' } })
    // The change reaches the process after the render's first catalogue answer, as a notice of it does (clearing the
    // caches, then purging: services/catalogChanges.ts).
    const getOrLoad = shop.catalogCache.getOrLoad.bind(shop.catalogCache)
    let changes = 1
    shop.catalogCache.getOrLoad = async <V>(key: string, load: () => Promise<V>): Promise<V> => {
      const value = await getOrLoad(key, load)
      if (changes-- > 0) shop.catalogCache.clear()
      return value
    }
    try {
      const during = await get()
      expect(h1(during.body)).toBe('Organic Tee')
      expect(during.headers['cache-control']).toBe('no-store')
      expect(during.headers['surrogate-key']).toBeUndefined()
      // Made after it: for every cache again.
      const after = await get()
      expect(after.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
      expect(tags(after.headers)).toEqual(expect.arrayContaining(['shop', 'product-1']))
    } finally {
      await app.close()
    }
  })

  it('CDN_PURGE_URL takes http(s) URLs separated by commas, and refuses anything else at start', () => {
    expect(cdnPurgeFromEnv({}).urls).toEqual([])
    expect(cdnPurgeFromEnv({ CDN_PURGE_URL: 'http://10.0.0.5:6081/, https://cdn.example/purge', CDN_PURGE_TOKEN: 't' })).toMatchObject({
      urls: ['http://10.0.0.5:6081/', 'https://cdn.example/purge'],
      token: 't',
    })
    expect(() => cdnPurgeFromEnv({ CDN_PURGE_URL: 'varnish:6081' })).toThrow('CDN_PURGE_URL: "varnish:6081" is not an http(s) URL')
  })

  it('a refused purge is retried and logged; one that keeps failing is given up with an error, and counted', async () => {
    const receiver = new PurgeReceiver([503, 200, 500, 500, 500])
    const url = await receiver.start()
    const lines: string[] = []
    const logStream = new Writable({ write: (chunk: Buffer, _e, done) => void (lines.push(...chunk.toString().split('\n').filter(Boolean)), done()) })
    const { app, shop } = await shopWith(ctx, { distDir: dist, logLevel: 'warn', cdnPurge: { ...FAST, urls: [url] } }, { logStream })
    try {
      // Refused once, sent again.
      shop.cdnPurger.purge(['product-2'])
      await shop.cdnPurger.idle()
      expect(receiver.purges.map((p) => p.tags)).toEqual(['product-2', 'product-2'])
      // Refused three times (maxAttempts): given up.
      shop.cdnPurger.purge(['product-3'])
      await shop.cdnPurger.idle()
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; purger: string })
      expect(logged.filter((l) => l.msg === 'cdn purge failed: retrying')).toHaveLength(3)
      expect(logged.filter((l) => l.msg === 'cdn purge given up: the pages expire by their lifetime')).toMatchObject([{ level: 50, purger: url }])
      const metrics = await shop.metrics.registry.getSingleMetricAsString('shop_cdn_purges_total')
      expect(metrics).toMatch(/outcome="purged"} 1\n/)
      expect(metrics).toMatch(/outcome="retry"} 3\n/)
      expect(metrics).toMatch(/outcome="failed"} 1(\n|$)/)
      // Afterwards, purges go out again.
      shop.cdnPurger.purge(['product-4'])
      await shop.cdnPurger.idle()
      expect(receiver.purges.at(-1)!.tags).toBe('product-4')
    } finally {
      await app.close()
      await receiver.stop()
    }
  })
})
