// The envelope contract every call keeps: status = code, 400/401/403/404/409/422/503, idempotency, test controls;
// and the OpenAPI document the API serves names exactly the calls it answers.
import fs from 'node:fs'
import type { InjectOptions } from 'fastify'
import { OPENAPI_FILE } from '../../scripts/openapi'
import type { OpenApiDocument } from '../http/openapi'
import { appWith, Client, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
  await resetDb(ctx)
})
afterAll(() => ctx.close())

const inject = (opts: InjectOptions) => ctx.app.inject(opts)

/** `METHOD /path` of every route in fastify's printed radix tree (a line's segment continues its parent's path). */
function routesOf(tree: string): string[] {
  const paths: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!node) continue
    const depth = node[1]!.length / 4
    paths[depth] = (depth ? paths[depth - 1]! : '') + node[2]!
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${paths[depth]}`)
  }
  return routes
}

describe('envelope and errors', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await inject({ method: 'POST', url: '/api/getProducts', headers: { 'content-type': 'application/json' }, payload: '{"page": ' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, code: 400, psdata: null, message: 'Malformed JSON', codes: { _: 'request.malformed_json' } })
  })

  it('answers an unknown call with 404 in the envelope', async () => {
    const res = await inject({ method: 'POST', url: '/api/doesNotExist', headers: { 'content-type': 'application/json' }, payload: '{}' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 404 })
  })

  it('requires a JSON body for state-changing calls', async () => {
    const res = await inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a@b.c' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('JSON body required')
  })

  it('accepts reads without a body', async () => {
    const res = await inject({ method: 'POST', url: '/api/getBrands' })
    expect(res.statusCode).toBe(200)
  })

  it('rejects state-changing calls from a foreign Origin with 403, allows its own and configured ones', async () => {
    const base = { method: 'POST' as const, url: '/api/logout', payload: '{}' }
    const foreign = await inject({ ...base, headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'shop.example' } })
    expect(foreign.statusCode).toBe(403)
    const own = await inject({ ...base, headers: { 'content-type': 'application/json', origin: 'https://shop.example', host: 'shop.example' } })
    expect(own.statusCode).toBe(200)
    const devServer = await inject({ ...base, headers: { 'content-type': 'application/json', origin: 'http://localhost:8080', host: 'localhost:3000' } })
    expect(devServer.statusCode).toBe(200)
  })

  it('lists every schema problem as a field error', async () => {
    const res = await new Client(ctx.app).call('register', { email: 'nope', password: 1, firstname: '', terms_accepted: false, extra: 1 })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      email: 'Please enter a valid email address.',
      password: expect.stringContaining('string'),
      firstname: 'Firstname is required.',
      lastname: 'Lastname is required.',
      terms_accepted: 'Terms accepted must be accepted.',
      extra: 'Unknown field.',
    })
  })

  it.each([
    'getCustomer',
    'updateCustomer',
    'getAddresses',
    'createAddress',
    'updateAddress',
    'removeAddress',
    'getOrders',
    'updateOrder',
    'getWishlist',
    'addToWishlist',
    'removeFromWishlist',
    'getLoyaltyPoints',
    'createReturn',
    'getReturns',
    'createProductReview',
    'updateProductReview',
    'deleteProductReview',
    'updateCheckoutPoints',
  ])('%s needs a login (401 before looking at the payload)', async (call) => {
    const res = await new Client(ctx.app).call(call, {})
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ success: false, code: 401, psdata: null })
  })
})

describe('maintenance', () => {
  beforeEach(() => resetDb(ctx))

  it('answers 503 on every call but bootstrap, which reports the mode', async () => {
    await ctx.shop.settings.update({ maintenance_mode: true })
    const client = new Client(ctx.app)
    const boot = await client.call('bootstrap')
    expect(boot.status).toBe(200)
    expect(boot.body.psdata.settings.maintenance_mode).toBe(true)
    for (const call of ['getProducts', 'login', 'getCartItems']) {
      const res = await client.call(call, {})
      expect(res.status).toBe(503)
      expect(res.body.message).toBe("The website is under maintenance. We'll be back shortly.")
    }
    const content = await ctx.app.inject({
      method: 'POST',
      url: '/content/getContent',
      headers: { 'content-type': 'application/json' },
      payload: '{"slug":"about-us"}',
    })
    expect(content.statusCode).toBe(503)
  })

  it('is switched at runtime by the test controls', async () => {
    const on = await inject({
      method: 'POST',
      url: '/sandbox/test/settings',
      headers: { 'content-type': 'application/json' },
      payload: { maintenance_mode: true, theme: 'default' },
    })
    expect(on.json().psdata).toEqual({ maintenance_mode: true, theme: 'default', capabilities_off: [] })
    expect((await new Client(ctx.app).call('getBrands')).status).toBe(503)
    const boot = await new Client(ctx.app).call('bootstrap')
    expect(boot.body.psdata.menuItems.some((n: { type: string }) => n.type === 'manufacturers')).toBe(false)
  })
})

describe('test controls', () => {
  beforeEach(() => resetDb(ctx))

  it('fails the next call of a name before doing anything, then works again', async () => {
    await inject({
      method: 'POST',
      url: '/sandbox/test/fail-next',
      headers: { 'content-type': 'application/json' },
      payload: { call: 'createCartItem', status: 500 },
    })
    const client = new Client(ctx.app)
    const failed = await client.call('createCartItem', { id_product: 5 })
    expect(failed.status).toBe(500)
    expect(failed.body).toMatchObject({ success: false, code: 500 })
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(0)
    expect((await client.call('createCartItem', { id_product: 5 })).status).toBe(201)
  })

  it('do not exist without SHOP_TEST_CONTROLS', async () => {
    const plain = await appWith(ctx, { testControls: false })
    const res = await plain.inject({ method: 'POST', url: '/sandbox/test/settings', headers: { 'content-type': 'application/json' }, payload: {} })
    expect(res.statusCode).toBe(404)
    await plain.close()
  })
})

describe('idempotency', () => {
  beforeEach(() => resetDb(ctx))

  it('replays the first answer for the same key and payload, and refuses another payload with 409', async () => {
    const client = new Client(ctx.app)
    await client.call('bootstrap')
    const key = { 'idempotency-key': 'add-mug-1' }
    const first = await client.call('createCartItem', { id_product: 5, quantity: 2 }, key)
    const again = await client.call('createCartItem', { quantity: 2, id_product: 5 }, key)
    expect(again.status).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toEqual(first.body)
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(2)
    const other = await client.call('createCartItem', { id_product: 5, quantity: 3 }, key)
    expect(other.status).toBe(409)
  })

  it('keeps keys per session: the same key in another session runs again', async () => {
    const a = new Client(ctx.app)
    const b = new Client(ctx.app)
    await a.call('bootstrap')
    await b.call('bootstrap')
    await a.call('createCartItem', { id_product: 5 }, { 'idempotency-key': 'k' })
    const res = await b.call('createCartItem', { id_product: 5 }, { 'idempotency-key': 'k' })
    expect(res.headers['idempotent-replayed']).toBeUndefined()
    expect(res.body.psdata.products_count).toBe(1)
  })

  it('does not store answers that invite a retry', async () => {
    const client = new Client(ctx.app)
    await client.call('bootstrap')
    await inject({
      method: 'POST',
      url: '/sandbox/test/fail-next',
      headers: { 'content-type': 'application/json' },
      payload: { call: 'createCartItem', status: 503 },
    })
    const key = { 'idempotency-key': 'retry-me' }
    expect((await client.call('createCartItem', { id_product: 5 }, key)).status).toBe(503)
    const retried = await client.call('createCartItem', { id_product: 5 }, key)
    expect(retried.status).toBe(201)
    expect(retried.body.psdata.products_count).toBe(1)
  })

  it('makes a retried createAddress create one address', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const address = {
      alias: 'Cottage',
      firstname: 'Anna',
      lastname: 'Rossi',
      address1: 'Via Po',
      postcode: '10121',
      city: 'Torino',
      state: 'MI',
      country_iso: 'IT',
    }
    const key = { 'idempotency-key': 'addr-1' }
    await anna.call('createAddress', address, key)
    await anna.call('createAddress', address, key)
    const list = await anna.call('getAddresses')
    expect(list.body.psdata.filter((a: { alias: string }) => a.alias === 'Cottage')).toHaveLength(1)
  })
})

describe('redirects and content', () => {
  it('answers legacy paths and outdated slugs', async () => {
    const client = new Client(ctx.app)
    expect((await client.call('getRedirect', { path: '/de/auth/login' })).body.psdata).toEqual({ to: '/de/login', status: 301 })
    expect((await client.call('getRedirect', { path: '/en/home' })).body.psdata).toEqual({ to: '/en', status: 301 })
    expect((await client.call('getRedirect', { path: '/it/1-organic-tee.html' })).body.psdata).toEqual({ to: '/it/1-maglietta-bio.html', status: 301 })
    expect((await client.call('getRedirect', { path: '/de/10-clothing' })).body.psdata).toEqual({ to: '/de/10-kleidung', status: 301 })
    expect((await client.call('getRedirect', { path: '/de/about-us' })).body.psdata).toEqual({ to: '/de/ueber-uns', status: 301 })
    expect((await client.call('getRedirect', { path: '/en/1-organic-tee.html?x=1' })).body.psdata).toEqual({ to: null, status: 301 })
    expect((await client.call('getRedirect', { path: 'no-slash' })).status).toBe(422)
  })

  it('serves CMS pages under /api and the content base URL, in the request language', async () => {
    const api = await new Client(ctx.app, { 'accept-language': 'de' }).call('getContent', { slug: 'about-us' })
    expect(api.body.psdata).toMatchObject({ id_cms: 1, title: 'Über uns', link_rewrite: 'ueber-uns', alternates: { en: 'about-us', it: 'chi-siamo' } })
    const content = await inject({
      method: 'POST',
      url: '/content/getContent',
      headers: { 'content-type': 'application/json' },
      payload: { slug: 'chi-siamo' },
    })
    expect(content.json().psdata.title).toBe('About us')
    expect((await new Client(ctx.app).call('getContent', { slug: 'nope' })).status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('serves docs/openapi.json at GET /api/openapi.json, which names every call the API answers and no other', async () => {
    const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument
    const operations = Object.entries(committed.paths).flatMap(([url, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${url}`))
    const res = await inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(committed)
    const registered = routesOf(ctx.app.printRoutes({ commonPrefix: false })).filter((route) => /^[A-Z]+ \/(api|content)\/\w+$/.test(route))
    expect(registered.length).toBeGreaterThan(60)
    expect([...new Set(registered)].sort()).toEqual([...operations].sort())
  })
})
