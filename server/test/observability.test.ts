// Logs and metrics: one JSON line per request — method, route pattern, call or page kind, status, duration, request
// id (an incoming X-Request-Id kept and returned) — and nothing personal in any line after a shopper registers,
// saves an address, asks for a reset link, subscribes, searches and pays by card; Prometheus metrics behind a
// token, or on a port of their own.
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { serveMetrics } from '../http/metricsEndpoint'
import { APPROVED_CARD, GUEST_ADDRESS } from './fixture'
import fs from 'node:fs'
import { appWith, Client, resetDb, startTestApp, testDist } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>
let app: FastifyInstance
let lines: string[] = []
const dist = testDist()
const TOKEN = 'metrics-token-of-the-test'

beforeAll(async () => {
  ctx = await startTestApp()
  await resetDb(ctx)
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  app = await appWith(
    ctx,
    { distDir: dist, logLevel: 'info', catalogCacheSeconds: 60, metrics: { token: TOKEN, port: null, host: '127.0.0.1' } },
    { logStream },
  )
})
afterAll(async () => {
  await app.close()
  await ctx.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

const SECRETS = {
  email: 'nina.private@example.com',
  guestEmail: 'gina.private@example.com',
  password: 'Str0ng!pass-private',
  street: 'Via Segretissima',
  search: 'secretterm',
  // The whole number, as typed and as digits only: a fragment such as '4242' also occurs in a log line's timestamp.
  card: APPROVED_CARD.number,
  cardDigits: APPROVED_CARD.number.replace(/\s/g, ''),
  cardholder: APPROVED_CARD.name,
}

describe('request logs', () => {
  it('have one line per request with its route, call, status, duration and id — and nothing personal', async () => {
    const nina = new Client(app)
    expect(
      (await nina.call('register', { email: SECRETS.email, password: SECRETS.password, firstname: 'Nina', lastname: 'Weber', terms_accepted: true })).status,
    ).toBe(201)
    const traced = await nina.call('createAddress', { ...GUEST_ADDRESS, address1: SECRETS.street, alias: 'Home' }, { 'x-request-id': 'trace-4711' })
    expect([traced.status, traced.headers['x-request-id']]).toEqual([201, 'trace-4711'])
    await new Client(app).call('resetPasswordEmail', { email: SECRETS.email })
    await new Client(app).call('subscribeNewsletter', { email: SECRETS.guestEmail })
    const forged = await new Client(app).get(`/en/search?q=${SECRETS.search}&email=${SECRETS.email}`, { 'x-request-id': 'bad id\n{"level":60}' })
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const guest = new Client(app)
    await guest.call('createCartItem', { id_product: 5, quantity: 1 })
    const address = await guest.call('updateCheckoutAddress', { email: SECRETS.guestEmail, delivery_address: { ...GUEST_ADDRESS, address1: SECRETS.street } })
    await guest.call('updateCheckoutCarrier', { id_carrier: address.body.psdata.carriers[0].id_carrier })
    const order = await guest.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    expect(order.body.psdata.payment.status).toBe('approved')
    const [reset] = await ctx.db.query<{ text_body: string }>(`select text_body from mail_outbox where kind = 'password_reset'`)
    const resetToken = /token=([^\s&]+)/.exec(reset!.text_body)![1]!

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = records.filter((r) => r.msg === 'request')
    // The nine calls above, and the calls the search page made while it was rendered on the server.
    expect(requests.length).toBeGreaterThanOrEqual(9)
    for (const r of requests) {
      expect(r).toMatchObject({ level: 30, method: expect.any(String), status: expect.any(Number), ms: expect.any(Number), reqId: expect.any(String) })
      expect(r).not.toHaveProperty('url')
    }
    expect(requests).toContainEqual(
      expect.objectContaining({ reqId: 'trace-4711', method: 'POST', route: '/api/createAddress', call: 'createAddress', status: 201 }),
    )
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', route: '/*', page: 'search', status: 200, reqId: forged.headers['x-request-id'] }))
    expect(requests).toContainEqual(expect.objectContaining({ route: '/api/createOrder', call: 'createOrder', status: 201 }))

    const everything = lines.join('\n')
    for (const secret of [...Object.values(SECRETS), 'private@', resetToken, nina.sessionCookie!.split('=')[1]!, '@example.com'])
      expect(everything).not.toContain(secret)
  })

  it('leave health checks out', async () => {
    lines = []
    await app.inject('/health/live')
    await app.inject('/health/ready')
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(lines).toEqual([])
  })
})

describe('metrics', () => {
  const scrape = async () => (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body

  it('answer only with the token', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(401)
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401)
    expect((await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404)
  })

  it('count requests per call and page kind, errors, orders, payment notifications, mail, cache and database waits', async () => {
    const shopper = new Client(app)
    await shopper.call('getProduct', { product_id: 5 })
    await shopper.call('getProduct', { product_id: 5 })
    await shopper.post('/sandbox/test/fail-next', JSON.stringify({ call: 'getCartItems', status: 500 }), { 'content-type': 'application/json' })
    expect((await shopper.call('getCartItems')).status).toBe(500)
    const notice = await shopper.post('/api/payments/notify/paypal', '{"forged":true}', {
      'content-type': 'application/json',
      'x-payment-signature': 't=1,v1=00',
    })
    expect(notice.statusCode).toBe(401)

    const text = await scrape()
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}().*+?^$|[\]\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
    expect(value('shop_http_request_duration_seconds_count{kind="api",name="createOrder",status="2xx"}')).toBe(1)
    expect(value('shop_http_request_duration_seconds_count{kind="page",name="search",status="2xx"}')).toBe(1)
    expect(value('shop_http_errors_total{kind="api",name="getCartItems",status="500"}')).toBe(1)
    expect(value('shop_orders_total{event="placed"}')).toBe(1)
    expect(value('shop_orders_total{event="paid"}')).toBe(1)
    expect(value('shop_payment_notifications_total{gateway="PAYPAL",outcome="rejected"}')).toBe(1)
    expect(value('shop_mail_queue_messages{state="sandbox"}')).toBe(3)
    expect(value('shop_mail_queue_oldest_age_seconds')).toBe(0)
    expect(value('shop_cache_lookups_total{cache="catalog",result="hit"}')).toBeGreaterThanOrEqual(1)
    expect(value('shop_cache_lookups_total{cache="catalog",result="miss"}')).toBeGreaterThanOrEqual(1)
    expect(value('shop_db_transaction_wait_seconds_count')).toBeGreaterThan(0)
    expect(text).toContain('process_cpu_seconds_total')
  })

  it('are served on a port of their own without a token (METRICS_PORT)', async () => {
    const { metrics } = ctx.shop
    const server = await serveMetrics(metrics.registry, 0, '127.0.0.1')
    try {
      const { port } = server.address() as { port: number }
      const res = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect([res.status, (await res.text()).includes('shop_http_request_duration_seconds')]).toEqual([200, true])
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})
