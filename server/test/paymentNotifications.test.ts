// Payments settle as with real gateways: the shopper's return is only a hint; the provider's signed
// server-to-server notification settles the order exactly once, whether or not the browser ever comes back, and
// a payment left pending at the provider is settled by the provider's later decision.
import type { Db, Tx } from '../db/client'
import { sha256 } from '../lib/crypto'
import { signNotification } from '../payments/signature'
import { appWith, Client, resetDb, startTestApp } from './harness'
import { GUEST_ADDRESS } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

const GINA = 'gina@example.com'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)
const outbox = async (to = GINA) => (await ctx.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(to)}` })).json().psdata
const stockOf = async (idProduct: number) =>
  (await ctx.db.query<{ quantity: number }>('select quantity from products where id_product = $1', [idProduct]))[0]!.quantity
const salesOf = async (idProduct: number) => (await ctx.db.query<{ sales: number }>('select sales from products where id_product = $1', [idProduct]))[0]!.sales
const orderOf = async (reference: string) =>
  (
    await ctx.db.query<{ id_order: number; status: string; payment: string }>(
      'select o.id_order, o.status, p.status as payment from orders o join payments p on p.id_order = o.id_order where o.reference = $1',
      [reference],
    )
  )[0]!
const historyOf = async (reference: string) =>
  (
    await ctx.db.query<{ status: string }>(
      'select h.status from order_history h join orders o on o.id_order = h.id_order where o.reference = $1 order by h.id_order_history',
      [reference],
    )
  ).map((h) => h.status)
const notificationsOf = (reference: string) =>
  ctx.db.query<{ status: string; result: string | null }>(
    'select n.status, n.result from payment_notifications n join payments p on p.id_payment = n.id_payment join orders o on o.id_order = p.id_order where o.reference = $1 order by n.received_at',
    [reference],
  )

/** A guest with two mugs, an address and a carrier, who starts a hosted payment. */
async function startPayment(gateway = 'PAYPAL') {
  const client = new Client(ctx.app)
  await client.call('bootstrap')
  await client.call('createCartItem', { id_product: 5, quantity: 2 })
  await client.call('updateCheckoutAddress', { email: GINA, delivery_address: GUEST_ADDRESS })
  await client.call('updateCheckoutCarrier', { id_carrier: 1 })
  const created = await client.call('createOrder', { gateway, terms_accepted: true })
  expect(created.body.psdata.payment.status).toBe('pending')
  const url: string = created.body.psdata.payment.redirect_url
  return { client, url, token: url.split('/').pop()!, reference: created.body.psdata.order.reference as string, gateway }
}

/** The shopper (or the provider, for a pending payment) presses a button of the hosted page. */
const press = (url: string, action: string) => ctx.app.inject({ method: 'POST', url, headers: FORM, payload: `action=${action}` })

/** What the provider has on its side, set directly: for tests that send the provider's notification by hand. */
const providerRecords = (token: string, status: string) =>
  ctx.db.query('update payments set provider_status = $2 where token_hash = $1', [sha256(token), status])

interface Notice {
  event_id?: string
  order_reference?: string
  token?: string
  status?: string
}

/** Posts a notification as the provider would: signed with the shared secret unless told otherwise. */
async function notify(gateway: string, notice: Notice | string, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const body = typeof notice === 'string' ? notice : JSON.stringify({ event_id: `evt_${Math.random().toString(36).slice(2)}`, ...notice })
  const secret = opts.secret ?? (await ctx.shop.webhookSecret())
  const signature = opts.signature === undefined ? signNotification(secret, body, opts.timestamp) : opts.signature
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/notify/${gateway.toLowerCase()}`,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-payment-signature': signature }) },
    payload: body,
  })
  return { status: res.statusCode, body: res.json() }
}

const idle = () => ctx.app.sandboxNotifier.idle()

describe('the notification route', () => {
  it('settles the payment on a validly signed notification: order paid, one confirmation e-mail', async () => {
    const { reference, token } = await startPayment('MULTISAFEPAY')
    await providerRecords(token, 'approved')
    const res = await notify('MULTISAFEPAY', { event_id: 'evt_1', order_reference: reference, token, status: 'approved' })
    expect(res).toMatchObject({ status: 200, body: { success: true, psdata: { event_id: 'evt_1', status: 'approved', duplicate: false, settled: true } } })
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted', payment: 'approved' })
    const mails = await outbox()
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([`Order ${reference} confirmed`])
    expect(await notificationsOf(reference)).toEqual([{ status: 'approved', result: 'settled' }])
  })

  it('answers 401 to a missing, wrong or tampered signature and changes nothing', async () => {
    const { reference, token } = await startPayment()
    await providerRecords(token, 'approved')
    const notice = { event_id: 'evt_forged', order_reference: reference, token, status: 'approved' }
    const body = JSON.stringify(notice)
    const attempts = [
      await notify('PAYPAL', notice, { signature: null }),
      await notify('PAYPAL', notice, { secret: 'not-the-shared-secret' }),
      await notify('PAYPAL', notice, { signature: 't=123,v1=abc' }),
      // Signed for one body, sent with another.
      await notify('PAYPAL', body.replace('approved', 'declined'), { signature: signNotification(await ctx.shop.webhookSecret(), body) }),
    ]
    expect(attempts.map((a) => [a.status, a.body.message])).toEqual([
      [401, 'Invalid signature'],
      [401, 'Invalid signature'],
      [401, 'Invalid signature'],
      [401, 'Invalid signature'],
    ])
    expect(await orderOf(reference)).toMatchObject({ status: 'awaiting_payment', payment: 'pending' })
    expect(await outbox()).toEqual([])
    expect(await notificationsOf(reference)).toEqual([])
  })

  it('rejects a notification older than five minutes (replay), accepts one within the window', async () => {
    const { reference, token } = await startPayment()
    await providerRecords(token, 'approved')
    const notice = { event_id: 'evt_old', order_reference: reference, token, status: 'approved' }
    const now = Math.floor(Date.now() / 1000)
    const stale = await notify('PAYPAL', notice, { timestamp: now - 6 * 60 })
    expect(stale).toMatchObject({ status: 401, body: { message: 'Notification too old' } })
    expect((await notify('PAYPAL', notice, { timestamp: now + 6 * 60 })).status).toBe(401)
    expect(await orderOf(reference)).toMatchObject({ status: 'awaiting_payment', payment: 'pending' })
    expect(await notificationsOf(reference)).toEqual([])
    expect((await notify('PAYPAL', notice, { timestamp: now - 4 * 60 })).status).toBe(200)
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted' })
  })

  it('answers 400 to a malformed notification and 404 to an unknown gateway or payment', async () => {
    const { reference, token } = await startPayment()
    expect(await notify('PAYPAL', '{"event_id": ')).toMatchObject({ status: 400, body: { success: false, code: 400 } })
    expect((await notify('PAYPAL', { event_id: 'evt_x', order_reference: reference, token })).status).toBe(400)
    expect((await notify('PAYPAL', { event_id: 'evt_x', order_reference: reference, token, status: 'paid' })).status).toBe(400)
    expect((await notify('CREDITCARD', { event_id: 'evt_x', order_reference: reference, token, status: 'approved' })).status).toBe(404)
    expect((await notify('PAYPAL', { event_id: 'evt_x', order_reference: reference, token: 'another-token', status: 'approved' })).status).toBe(404)
    // The payment was made with PayPal: MultiSafepay cannot settle it.
    expect((await notify('MULTISAFEPAY', { event_id: 'evt_x', order_reference: reference, token, status: 'approved' })).status).toBe(404)
    expect(await orderOf(reference)).toMatchObject({ status: 'awaiting_payment', payment: 'pending' })
  })

  it('applies the same event once when the provider resends it', async () => {
    const { reference, token } = await startPayment()
    await providerRecords(token, 'approved')
    const notice = { event_id: 'evt_twice', order_reference: reference, token, status: 'approved' }
    const first = await notify('PAYPAL', notice)
    const second = await notify('PAYPAL', notice)
    expect(first.body.psdata).toMatchObject({ duplicate: false, settled: true })
    expect(second).toMatchObject({ status: 200, body: { psdata: { duplicate: true, settled: false }, message: 'Notification already received' } })
    // Another event with the same outcome finds the payment settled already.
    expect((await notify('PAYPAL', { ...notice, event_id: 'evt_other' })).body.psdata).toMatchObject({ duplicate: false, settled: false })
    expect(await outbox()).toHaveLength(1)
    expect((await historyOf(reference)).filter((s) => s === 'payment_accepted')).toHaveLength(1)
    expect(await notificationsOf(reference)).toEqual([
      { status: 'approved', result: 'settled' },
      { status: 'approved', result: 'already_settled' },
    ])
  })

  it('pays an order only with its confirmation e-mail: when the e-mail cannot be written nothing changes, and the resend pays and mails it once', async () => {
    const { reference, token } = await startPayment()
    await providerRecords(token, 'approved')
    const notice = { event_id: 'evt_mail', order_reference: reference, token, status: 'approved' }
    const send = jest.spyOn(ctx.shop.mailer, 'send').mockRejectedValueOnce(new Error('outbox unavailable'))
    try {
      expect((await notify('PAYPAL', notice)).status).toBe(500)
      expect(await orderOf(reference)).toMatchObject({ status: 'awaiting_payment', payment: 'pending' })
      expect(await notify('PAYPAL', notice)).toMatchObject({ status: 200, body: { psdata: { duplicate: false, settled: true } } })
    } finally {
      send.mockRestore()
    }
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted', payment: 'approved' })
    expect((await outbox()).map((m: { kind: string }) => m.kind)).toEqual(['order_confirmation'])
    expect(await historyOf(reference)).toEqual(['awaiting_payment', 'payment_accepted'])
  })

  it('settles once when the notification and the shopper’s return arrive together', async () => {
    // Make concurrent requests interleave between their queries on PGlite as they do on a PostgreSQL server.
    const restore = ctx.db.driver === 'pglite' ? interleaveQueries(ctx.db) : () => undefined
    try {
      for (const gateway of ['PAYPAL', 'MULTISAFEPAY']) {
        const { client, reference, token } = await startPayment(gateway)
        await providerRecords(token, 'approved')
        const salesBefore = await salesOf(5)
        const [validated, notified] = await Promise.all([
          client.call('validateOrder', { order: reference, token }),
          notify(gateway, { order_reference: reference, token, status: 'approved' }),
        ])
        expect([validated.status, notified.status]).toEqual([200, 200])
        expect(validated.body.psdata.status).toBe('approved')
        expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted', payment: 'approved' })
        expect(await historyOf(reference)).toEqual(['awaiting_payment', 'payment_accepted'])
        expect(await salesOf(5)).toBe(salesBefore + 2)
      }
      expect(await outbox()).toHaveLength(2)
    } finally {
      restore()
    }
  })
})

describe('the sandbox provider notifies the shop', () => {
  it.each(['PAYPAL', 'MULTISAFEPAY'])('%s: approve, then the browser never returns: the order is paid and mailed', async (gateway) => {
    const { client, url, reference } = await startPayment(gateway)
    expect((await press(url, 'approve')).statusCode).toBe(303)
    // The shopper closes the tab: nobody calls validateOrder.
    await idle()
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted', payment: 'approved' })
    expect((await outbox()).map((m: { kind: string }) => m.kind)).toEqual(['order_confirmation'])
    expect((await client.call('getCartItems')).body.psdata.products_count).toBe(0)
    expect(await notificationsOf(reference)).toEqual([{ status: 'approved', result: 'settled' }])
  })

  it('decline and cancel are notified too: the order fails and its stock comes back without the shopper', async () => {
    for (const action of ['decline', 'cancel']) {
      const { url, reference } = await startPayment()
      expect(await stockOf(5)).toBe(98)
      await press(url, action)
      await idle()
      expect((await orderOf(reference)).status).toBe(action === 'decline' ? 'payment_error' : 'canceled')
      expect(await stockOf(5)).toBe(100)
    }
    expect(await outbox()).toEqual([])
  })

  it('leave pending: validateOrder says pending; the provider clears it later and the order is paid and mailed', async () => {
    const { client, url, reference } = await startPayment('MULTISAFEPAY')
    const page = await ctx.app.inject({ method: 'GET', url })
    expect(page.body).toContain('>Leave pending</button>')
    const left = await press(url, 'pending')
    expect(left.statusCode).toBe(303)
    expect(left.headers.location).toMatch(new RegExp(`^/en/checkout/validate\\?order=${reference}&token=.+&status=pending$`))
    await idle()
    const { token } = query(left.headers.location as string)
    const validated = await client.call('validateOrder', { order: reference, token, status: 'approved' })
    expect(validated.body.psdata).toMatchObject({ status: 'pending', order: { status: 'awaiting_payment' } })
    expect(await stockOf(5)).toBe(98)
    expect(await notificationsOf(reference)).toEqual([{ status: 'pending', result: 'pending' }])
    // The shopper cannot decide again; the provider's controls are offered instead.
    const pendingPage = (await ctx.app.inject({ method: 'GET', url })).body
    expect(pendingPage).not.toContain('Approve payment')
    expect(pendingPage).toContain('>Provider clears the payment</button>')
    expect(pendingPage).toContain('>Provider declines the payment</button>')
    expect((await press(url, 'approve')).headers.location).toMatch(/status=pending$/)
    expect(await outbox()).toEqual([])

    const cleared = await press(url, 'clear')
    expect(cleared).toMatchObject({ statusCode: 303, headers: { location: url } })
    await idle()
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted', payment: 'approved' })
    expect((await outbox()).map((m: { subject: string }) => m.subject)).toEqual([`Order ${reference} confirmed`])
    expect((await client.call('validateOrder', { order: reference, token })).body.psdata.status).toBe('approved')
    // Decided stays decided.
    await press(url, 'deny')
    await idle()
    expect((await ctx.app.inject({ method: 'GET', url })).body).toContain('already approved')
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted', payment: 'approved' })
    expect(await outbox()).toHaveLength(1)
  })

  it('leave pending, then the provider declines: the order fails and its stock comes back', async () => {
    const { url, reference } = await startPayment('PAYPAL')
    await press(url, 'pending')
    // The provider's notifications travel on their own: the "pending" one is delivered before the decision is made
    // (without this wait either may arrive first, which a CI run on PostgreSQL once showed).
    await idle()
    await press(url, 'deny')
    await idle()
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_error', payment: 'declined' })
    expect(await stockOf(5)).toBe(100)
    expect(await notificationsOf(reference)).toEqual([
      { status: 'pending', result: 'pending' },
      { status: 'declined', result: 'settled' },
    ])
  })

  it('resends a notification the shop did not acknowledge', async () => {
    const { url, reference } = await startPayment()
    const notifier = ctx.app.sandboxNotifier
    const delays = notifier.retryDelaysMs
    notifier.retryDelaysMs = [10, 10]
    // The shop is briefly unable to verify: the first delivery fails, as it would during a restart.
    const realInject = ctx.app.inject.bind(ctx.app)
    let deliveries = 0
    const spy = jest.spyOn(ctx.app, 'inject').mockImplementation(((opts: { url: string; headers: Record<string, string> }) => {
      if (!opts.url.startsWith('/api/payments/notify')) return realInject(opts)
      deliveries += 1
      return realInject(deliveries === 1 ? { ...opts, headers: { ...opts.headers, 'x-payment-signature': 't=1,v1=00' } } : opts)
    }) as never)
    try {
      await realInject({ method: 'POST', url, headers: FORM, payload: 'action=approve' })
      await idle()
    } finally {
      spy.mockRestore()
      notifier.retryDelaysMs = delays
    }
    expect(deliveries).toBe(2)
    expect(await orderOf(reference)).toMatchObject({ status: 'payment_accepted' })
    expect(await outbox()).toHaveLength(1)
  })
})

describe('the shared secret', () => {
  it('is kept in the database so that every process agrees, and never shown in the settings', async () => {
    const { reference, token } = await startPayment()
    await providerRecords(token, 'approved')
    const other = await appWith(ctx, {})
    const body = JSON.stringify({ event_id: 'evt_other_process', order_reference: reference, token, status: 'approved' })
    const res = await other.inject({
      method: 'POST',
      url: '/api/payments/notify/paypal',
      headers: { 'content-type': 'application/json', 'x-payment-signature': signNotification(await ctx.shop.webhookSecret(), body) },
      payload: body,
    })
    await other.close()
    expect(res.statusCode).toBe(200)
    const settings = await ctx.app.inject({ method: 'POST', url: '/sandbox/test/settings', headers: { 'content-type': 'application/json' }, payload: '{}' })
    expect(Object.keys(settings.json().psdata).sort()).toEqual(['capabilities_off', 'maintenance_mode', 'theme'])
    expect(settings.body).not.toContain(await ctx.shop.webhookSecret())
  })

  it('is PAYMENT_WEBHOOK_SECRET when set', async () => {
    const { reference, token } = await startPayment()
    const configured = await appWith(ctx, { paymentWebhookSecret: 'configured-secret' })
    const body = JSON.stringify({ event_id: 'evt_configured', order_reference: reference, token, status: 'pending' })
    const send = (secret: string) =>
      configured.inject({
        method: 'POST',
        url: '/api/payments/notify/paypal',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signNotification(secret, body) },
        payload: body,
      })
    const withStored = await send(await ctx.shop.webhookSecret())
    const withConfigured = await send('configured-secret')
    await configured.close()
    expect([withStored.statusCode, withConfigured.statusCode]).toEqual([401, 200])
  })
})

/** Every query first yields to the event loop, so that requests sent together interleave; returns the undo. */
function interleaveQueries(db: Db): () => void {
  const { query, transaction } = db
  const tick = () => new Promise((resolve) => setImmediate(resolve))
  const yielding = (tx: Tx): Tx => ({ query: async (sql, params) => (await tick(), tx.query(sql, params)), exec: (sql) => tx.exec(sql) })
  Object.assign(db, {
    query: async (sql: string, params?: unknown[]) => (await tick(), query(sql, params)),
    transaction: async (fn: (tx: Tx) => Promise<unknown>) => (await tick(), transaction((tx) => fn(yielding(tx)))),
  })
  return () => Object.assign(db, { query, transaction })
}
