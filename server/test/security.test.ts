// Against hostile pages and clients: the headers on every answer (a Content-Security-Policy that allows exactly
// the page's inline scripts and the configured tags, no framing, nosniff, referrer, permissions, HSTS over HTTPS),
// CORS for the configured storefront origins only, proxies believed only as far as configured.
import fs from 'node:fs'
import { pagePolicy, scriptHash } from '../http/contentSecurityPolicy'
import { ANNA, PASSWORD } from './fixture'
import { appWith, Client, resetDb, startTestApp, testDist } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>
// The shop owner's config.js: a Google tag and a Matomo on their own host, the content served from elsewhere.
const dist = testDist(
  `window.__SHOP_CONFIG__ = { contentBaseUrl: 'https://content.shop.example/content', consent: { policyVersion: 1, privacyPage: 'privacy', tags: [
    { type: 'gtag', id: 'G-TEST', category: 'statistics' }, { type: 'matomo', url: 'https://stats.shop.example/', siteId: 3, category: 'statistics' } ] } }`,
)
const CDN = 'https://cdn.shop.example'

beforeAll(async () => {
  ctx = await startTestApp({ distDir: dist, allowedOrigins: [CDN] })
  await resetDb(ctx)
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('security headers', () => {
  it('on an API answer: nothing to run or frame, no sniffing, a short referrer, no powerful features', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/getBrands', headers: { 'content-type': 'application/json' }, payload: '{}' })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('on a rendered page: exactly its inline scripts by hash, the configured tags from their hosts, never framed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/en/1-organic-tee.html', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    const policy = directives(String(res.headers['content-security-policy']))
    const scripts = inlineScripts(res.body)
    expect(scripts.length).toBe(3) // config.js, the early-click keeper, the bundle's starter
    expect(policy['script-src']).toEqual(["'self'", ...scripts.map(scriptHash), 'https://www.googletagmanager.com', 'https://stats.shop.example'])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://content.shop.example', 'https://*.google-analytics.com', 'https://stats.shop.example']),
    )
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
  })

  it('for a Tag Manager container (type gtm): its script from Google’s tag host, its reports to Google’s hosts', () => {
    const policy = directives(
      pagePolicy([], { consent: { policyVersion: 1, privacyPage: 'privacy', tags: [{ type: 'gtm', id: 'GTM-TEST', category: 'statistics' }] } }),
    )
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'])
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com']))
  })

  it('on the page shell of a personal page (checkout): no inline script allowed, never framed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/de/checkout', headers: { accept: 'text/html' } })
    const policy = directives(String(res.headers['content-security-policy']))
    expect(inlineScripts(res.body)).toEqual([])
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://stats.shop.example'])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })

  it('sends HSTS over HTTPS, as a trusted proxy reports it', async () => {
    const app = await appWith(ctx, { distDir: dist, trustProxy: 1 })
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000')
    await app.close()
    // Without a trusted proxy a client's X-Forwarded-Proto means nothing.
    const direct = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { 'x-forwarded-proto': 'https' } })
    expect(direct.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('CORS for a storefront on another origin', () => {
  const preflight = (origin: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    })

  it('answers the configured origin: preflight, then login and add-to-bag with the session cookie', async () => {
    const res = await preflight(CDN)
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(CDN)
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST')
    expect(res.headers['access-control-allow-headers']).toBe('content-type,idempotency-key')

    const shopper = new Client(ctx.app, { origin: CDN })
    const login = await shopper.call('login', { email: ANNA, password: PASSWORD }, { 'idempotency-key': 'cdn-login' })
    expect(login.status).toBe(200)
    expect(login.headers['access-control-allow-origin']).toBe(CDN)
    expect(login.headers['access-control-allow-credentials']).toBe('true')
    expect(login.headers.vary).toContain('Origin')
    const added = await shopper.call('createCartItem', { id_product: 5 })
    expect(added.status).toBe(201)
    expect(added.headers['access-control-allow-origin']).toBe(CDN)
    expect((await shopper.call('getCartItems')).body.psdata.products_count).toBe(1)
    // A catalogue answer keeps its own Vary and adds Origin to it.
    const brands = await shopper.call('getBrands')
    expect(brands.headers['access-control-allow-origin']).toBe(CDN)
    expect(brands.headers.vary).toBe('Accept-Encoding, Accept-Language, Origin')
  })

  it('gives any other origin nothing: its preflight is refused, its writes are 403, its reads carry no CORS header', async () => {
    const evil = 'https://evil.example'
    const res = await preflight(evil)
    expect(res.statusCode).toBe(403)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    const write = await new Client(ctx.app, { origin: evil }).call('login', { email: ANNA, password: PASSWORD })
    expect(write.status).toBe(403)
    const read = await new Client(ctx.app, { origin: evil }).call('getBrands')
    expect(read.status).toBe(200)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('marks the session cookie for cross-site use only when told to (CROSS_SITE_COOKIES)', async () => {
    const sameSite = await new Client(ctx.app).call('bootstrap')
    expect(String(sameSite.headers['set-cookie'])).toMatch(/SameSite=Lax/)
    const app = await appWith(ctx, { crossSiteCookies: true })
    const crossSite = await new Client(app).call('bootstrap')
    expect(String(crossSite.headers['set-cookie'])).toMatch(/SameSite=None/)
    expect(String(crossSite.headers['set-cookie'])).toMatch(/Secure/)
    await app.close()
  })
})

describe('behind a proxy', () => {
  it('believes only the configured hops: a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const app = await appWith(ctx, { trustProxy: 1, throttle: { ...ctx.shop.config.throttle, loginPerIp: 3 } })
    // The proxy appends the address it saw (here 203.0.113.9) to whatever the client sent.
    const attempt = (forged: string) =>
      new Client(app, { 'x-forwarded-for': `${forged}, 203.0.113.9` }).call('login', { email: `nobody-${forged}@example.com`, password: 'Wrong-1!' })
    const statuses = []
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) statuses.push((await attempt(forged)).status)
    expect(statuses).toEqual([401, 401, 401, 429])
    await app.close()
  })

  it('refuses TRUST_PROXY=true, which would believe every hop', async () => {
    const { configFromEnv } = await import('../config')
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8')
    expect(configFromEnv({}).trustProxy).toBe(false)
  })
})

describe('fair use: the expensive calls, per client address, shared by every API process', () => {
  const limits = (callsPerMinute: Record<string, number>) => ({ trustProxy: 1, throttle: { ...ctx.shop.config.throttle, callsPerMinute } })
  const from = (app: Awaited<ReturnType<typeof appWith>>, address: string) => new Client(app, { 'x-forwarded-for': address })

  it('answers 429 with Retry-After and the throttled code past the limit, to that address only, and does nothing more', async () => {
    const app = await appWith(ctx, limits({ search: 3, createCartItem: 2 }))
    const shopper = from(app, '198.51.100.1')
    const searches = []
    for (let i = 0; i < 4; i++) searches.push(await shopper.call('search', { s: 'shirt' }))
    expect(searches.map((r) => r.status)).toEqual([200, 200, 200, 429])
    const refused = searches[3]!
    expect(refused.body).toMatchObject({ success: false, message: 'Too many attempts. Please try again later.', codes: { _: 'throttled' } })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another address, and another call of the same address, are not held back by it.
    expect((await from(app, '198.51.100.2').call('search', { s: 'shirt' })).status).toBe(200)
    expect((await shopper.call('getProducts', {})).status).toBe(200)
    // A refused add-to-bag adds nothing.
    for (let i = 0; i < 2; i++) expect((await shopper.call('createCartItem', { id_product: 5, quantity: 1 })).status).toBe(201)
    expect((await shopper.call('createCartItem', { id_product: 5, quantity: 1 })).status).toBe(429)
    expect((await shopper.call('getCartItems')).body.psdata.products.map((p: { quantity: number }) => p.quantity)).toEqual([2])
    await app.close()
  })

  it("opens the window at the first counted call and a new one once it has lasted its minute, whatever the clock's minute", async () => {
    const app = await appWith(ctx, limits({ search: 2 }))
    const shopper = from(app, '198.51.100.4')
    const search = async () => (await shopper.call('search', { s: 'mug' })).status
    expect([await search(), await search(), await search()]).toEqual([200, 200, 429])
    // The window began with the first call: 59 s later it still holds, 60 s later a new one begins.
    const age = (seconds: number) =>
      ctx.db.query(`update throttle_hits set window_start = now() - interval '${seconds} seconds' where bucket = 'call:search:ip:198.51.100.4'`)
    await age(59)
    const refused = await shopper.call('search', { s: 'mug' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(1)
    await age(60)
    expect([await search(), await search(), await search()]).toEqual([200, 200, 429])
    await app.close()
  })

  it('counts across processes, and parallel calls cannot all slip under the limit', async () => {
    const [one, two] = [await appWith(ctx, limits({ search: 6 })), await appWith(ctx, limits({ search: 6 }))]
    const address = '198.51.100.3'
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => from(i % 2 ? one : two, address).call('search', { s: 'jacket' })))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(6)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(6)
    await Promise.all([one.close(), two.close()])
  })

  it('is configured by FAIR_USE: calls and limits per minute, or off', async () => {
    const { configFromEnv } = await import('../config')
    expect(configFromEnv({}).throttle.callsPerMinute).toEqual({ search: 120, createCartItem: 60, createOrder: 10 })
    expect(configFromEnv({ FAIR_USE: 'search:30, createOrder:5' }).throttle.callsPerMinute).toEqual({ search: 30, createOrder: 5 })
    expect(configFromEnv({ FAIR_USE: 'off' }).throttle.callsPerMinute).toEqual({})
    expect(() => configFromEnv({ FAIR_USE: 'search:many' })).toThrow(/FAIR_USE/)
  })
})
