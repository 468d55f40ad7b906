// What the server serves besides the calls: the SPA with history fallback and caching, images, sitemap, robots,
// the mail outbox; and schema validation on every single call.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CALLS } from '../app'
import { appWith, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title>')
  fs.writeFileSync(path.join(dist, 'assets', 'main.abc123.js'), 'console.log(1)')
  fs.writeFileSync(path.join(dist, 'assets', 'main.abc123.js.br'), 'brotli-bytes')
  fs.writeFileSync(path.join(dist, 'config.js'), 'window.__SHOP_CONFIG__ = {}')
  ctx = await startTestApp({ distDir: dist })
  await resetDb(ctx)
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('SPA', () => {
  it('answers pages about the shopper with index.html, never cached (public pages: pages.test.ts)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/de/cart', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Shop</title>')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('serves hashed assets immutable, precompressed when accepted', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/main.abc123.js' })
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.body).toBe('console.log(1)')
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/main.abc123.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    const config = await ctx.app.inject({ method: 'GET', url: '/config.js' })
    expect(config.headers['cache-control']).toBe('no-cache')
  })

  it('keeps real 404s for API, images, sandbox and non-HTML requests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/img/p/nope.webp', headers: { accept: 'text/html' } })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404)
    const outside = await ctx.app.inject({ method: 'GET', url: '/../etc/passwd', headers: { accept: 'text/html' } })
    expect(outside.body).not.toContain('root:')
  })
})

describe('images', () => {
  it('serves generated files under /img for ever', async () => {
    fs.mkdirSync(path.join(ctx.shop.imageDir, 'p'), { recursive: true })
    fs.writeFileSync(path.join(ctx.shop.imageDir, 'p', 'x-1-medium.webp'), 'RIFF')
    const res = await ctx.app.inject({ method: 'GET', url: '/img/p/x-1-medium.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await ctx.app.inject({ method: 'GET', url: '/img/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404)
  })
})

describe('sitemap and robots', () => {
  it('lists every page in the five languages with hreflang alternates', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } })
    expect(res.headers['content-type']).toMatch(/xml/)
    const xml = res.body
    expect(xml).toContain('<loc>http://shop.example/it/1-maglietta-bio.html</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://shop.example/de/1-bio-t-shirt.html"/>')
    expect(xml).toContain('hreflang="x-default" href="http://shop.example/en/1-organic-tee.html"')
    expect(xml).toContain('<loc>http://shop.example/de/10-kleidung</loc>')
    expect(xml).toContain('<loc>http://shop.example/fr/brands/2-corsa-nera</loc>')
    expect(xml).toContain('<loc>http://shop.example/de/ueber-uns</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(5 * (1 + 5 + 5 + 2 + 2))
  })

  it('splits a large catalogue into parts under a sitemap index', async () => {
    await ctx.db.query(
      `insert into products (id_product, id_family, reference, id_category_default, price, final_price, date_add)
       select 1000 + g, 1, 'BULK-' || g, 3, 10, 10, now() from generate_series(1, 8000) g`,
    )
    await ctx.db.query(
      `insert into product_lang (id_product, lang, name, link_rewrite, search_text) select id_product, 'en', 'Bulk', 'bulk', ' bulk ' from products where id_product > 1000`,
    )
    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } })
    expect(index.body).toContain('<sitemapindex')
    expect(index.body).toContain('<loc>http://shop.example/sitemap-products-2.xml</loc>')
    const part = await ctx.app.inject({ method: 'GET', url: '/sitemap-products-2.xml', headers: { host: 'shop.example' } })
    expect(part.statusCode).toBe(200)
    expect(part.body).toContain('/en/8999-bulk.html')
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap-products-3.xml' })).statusCode).toBe(404)
    await resetDb(ctx)
  })

  it('points robots at the sitemap and keeps crawlers out of private pages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example' } })
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml')
    expect(res.body).toContain('Disallow: /en/checkout')
  })
})

describe('mail outbox', () => {
  it('lists and shows e-mails, and is off in production', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/resetPasswordEmail', headers: { 'content-type': 'application/json' }, payload: { email: ANNA } })
    const list = await ctx.app.inject({ method: 'GET', url: '/sandbox/mail' })
    expect(list.body).toContain('Reset your password')
    const id = /\/sandbox\/mail\/(\d+)/.exec(list.body)![1]
    const one = await ctx.app.inject({ method: 'GET', url: `/sandbox/mail/${id}` })
    expect(one.body).toContain('reset-password?token=')
    const production = await appWith(ctx, { sandboxMail: false })
    expect((await production.inject({ method: 'GET', url: '/sandbox/mail' })).statusCode).toBe(404)
    await production.close()
  })
})

describe('schema validation on every call', () => {
  it('rejects an unknown field with 422 on every call of the contract', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const calls = CALLS.filter((c) => c.method !== 'GET').map((c) => c.name)
    expect(calls).toHaveLength(59)
    for (const call of calls) {
      const res = await anna.call(call, { bogus: 1 })
      expect([call, res.status, res.body.errors?.bogus]).toEqual([call, 422, 'Unknown field.'])
    }
    const get = await anna.get('/api/getDeliveryMessage?bogus=1')
    expect(get.statusCode).toBe(422)
  })
})
