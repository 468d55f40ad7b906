// E-mail through SMTP: every message is written to the outbox in its change's transaction, and with SMTP_URL set the
// delivery worker sends it to a real SMTP server (smtp-server, started here on a port of its own, with login) — also
// when that server was down for a while, answered 4xx first, refused for good, or the process that claimed the
// message died before sending it: each message arrives exactly once or is parked as failed. Retries take
// milliseconds here (MAIL_* settings); every wait is for what the test checks.
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { configFromEnv } from '../config'
import { retryDelayMs } from '../lib/backoff'
import { claimNext, enqueue } from '../mail/outbox'
import { appWith, Client, resetDb, startTestApp } from './harness'
import { ANNA, PASSWORD } from './fixture'
import { freePort, header, Sink, type Received } from './smtpSink'

let ctx: Awaited<ReturnType<typeof startTestApp>>

/** Waits for what the test checks (a delivery, a state in the table), up to a bound. */
async function until<T>(check: () => Promise<T> | T, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

interface OutboxRow {
  id_mail: number
  to_email: string
  state: string
  attempts: number
  last_error: string | null
}
const outbox = () => ctx.db.query<OutboxRow>('select id_mail, to_email, state, attempts, last_error from mail_outbox order by id_mail')
const allIn = async (state: string, n: number) => {
  const rows = await outbox()
  return rows.length === n && rows.every((r) => r.state === state) ? rows : null
}

// Enough attempts that an outage of a few seconds parks nothing (at least ~2.5 s of waits before the last one).
const DELIVERY = { maxAttempts: 30, retryBaseMs: 20, retryMaxMs: 200, leaseMs: 10_000, pollMs: 50 }
let sink: Sink
let smtpUrl = ''
let smtpApp: FastifyInstance
let logLines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean))
    done()
  },
})

beforeAll(async () => {
  ctx = await startTestApp()
  sink = new Sink(await freePort(), { user: 'shop', password: 's3cret' })
  await sink.up()
  smtpUrl = `smtp://shop:s3cret@127.0.0.1:${sink.port}`
  smtpApp = await appWith(ctx, { smtpUrl, mailFrom: 'Ridgeline Shop <orders@ridgeline.test>', mailDelivery: DELIVERY, logLevel: 'info' }, { logStream })
})
afterAll(async () => {
  await smtpApp.close()
  await sink.down()
  await ctx.close()
})
beforeEach(async () => {
  await resetDb(ctx)
  await sink.up() // a test may have left it down
  sink.received = []
  sink.refusals = []
  logLines = []
})

/** The decoded body of the message's part of this content type (multipart/alternative from nodemailer). */
function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`) : [raw]
  const found = parts.find((p) => new RegExp(`^Content-Type: ${type}`, 'im').test(p))
  if (!found) throw new Error(`no ${type} part`)
  const split = found.indexOf('\r\n\r\n')
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(found.slice(0, split))?.[1]?.toLowerCase()
  const body = found.slice(split + 4)
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1')
  return bytes.toString('utf8')
}

const messageId = (raw: string) => header(raw, 'Message-ID')

describe('SMTP delivery', () => {
  it('sends a password reset to the SMTP server, with a link that works, and records it as sent', async () => {
    const client = new Client(smtpApp)
    expect((await client.call('resetPasswordEmail', { email: ANNA })).status).toBe(200)
    await until(() => sink.received.length === 1, 'the reset e-mail')
    const [mail] = sink.received as [Received]
    expect(mail).toMatchObject({ user: 'shop', from: 'orders@ridgeline.test', to: [ANNA] })
    expect(header(mail.raw, 'To')).toBe(ANNA)
    expect(header(mail.raw, 'From')).toBe('Ridgeline Shop <orders@ridgeline.test>')
    expect(header(mail.raw, 'Subject')).toBe('Reset your password')
    const text = part(mail.raw, 'text/plain')
    expect(text).toContain('Hello Anna, we received a request to reset the password of your account.')
    const link = /https?:\/\/\S+\/en\/reset-password\?token=(\S+)/.exec(text)
    expect(link).not.toBeNull()
    expect(part(mail.raw, 'text/html')).toContain(`reset-password?token=${link![1]}`)
    expect(await until(() => allIn('sent', 1), 'the message marked sent')).toMatchObject([{ to_email: ANNA, attempts: 1, last_error: null }])
    const reset = await new Client(smtpApp).call('resetPasswordEnter', {
      token: decodeURIComponent(link![1]!),
      password: 'N3w-Passw0rd!',
      confirmation: 'N3w-Passw0rd!',
    })
    expect(reset.status).toBe(200)
  })

  it('sends the order confirmation to the SMTP server', async () => {
    const anna = new Client(smtpApp)
    expect((await anna.call('login', { email: ANNA, password: PASSWORD })).status).toBe(200)
    await anna.call('createCartItem', { id_product: 5, quantity: 2 })
    const addresses = (await anna.call('getAddresses')).body.psdata
    await anna.call('updateCheckoutAddress', { id_address_delivery: addresses[0].id_address })
    await anna.call('updateCheckoutCarrier', { id_carrier: 1 })
    const created = await anna.call('createOrder', {
      gateway: 'CREDITCARD',
      terms_accepted: true,
      card: { name: 'Anna Rossi', number: '4242424242424242', expiry: '12/39', cvv: '123' },
    })
    expect(created.body.psdata.payment.status).toBe('approved')
    const reference: string = created.body.psdata.order.reference
    await until(() => sink.received.length === 1, 'the confirmation')
    const [mail] = sink.received as [Received]
    expect(mail.to).toEqual([ANNA])
    expect(header(mail.raw, 'Subject')).toBe(`Order ${reference} confirmed`)
    const text = part(mail.raw, 'text/plain')
    expect(text).toContain('Thank you for your order')
    expect(text).toContain(`Order: ${reference}`)
    expect(text).toContain(`/en/my-account/orders?order=${reference}`)
  })

  it('delivers every message exactly once when the mail server comes back after being down', async () => {
    await sink.down()
    const shopper = new Client(smtpApp)
    const addresses = ['news-1@example.com', 'news-2@example.com', 'news-3@example.com']
    for (const answer of await Promise.all(addresses.map((email) => shopper.call('subscribeNewsletter', { email })))) expect(answer.status).toBe(200)
    // The shopper was answered; the messages wait in the outbox, each tried and refused at least twice.
    await until(async () => (await outbox()).filter((r) => r.state === 'queued' && r.attempts >= 2).length === 3, 'failed attempts while down')
    expect(logLines.some((line) => line.includes('mail delivery failed, will retry'))).toBe(true)
    await sink.up()
    const sent = await until(() => allIn('sent', 3), 'all three sent')
    expect(sent.every((row) => row.attempts >= 3 && row.attempts <= DELIVERY.maxAttempts)).toBe(true)
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual(addresses)
    expect(new Set(sink.received.map((m) => messageId(m.raw))).size).toBe(3)
  })

  it('retries a message the server answered 4xx and sends it once on the next attempt', async () => {
    sink.refusals = [451]
    await new Client(smtpApp).call('subscribeNewsletter', { email: 'later@example.com' })
    expect(await until(() => allIn('sent', 1), 'the message sent')).toMatchObject([{ attempts: 2, last_error: null }])
    expect(sink.received).toHaveLength(1)
  })

  it('parks a message as failed after the last attempt: a log line without the address, and the sandbox listing', async () => {
    await sink.down()
    // A message that has had every attempt but the last.
    await ctx.db.transaction(async (tx) => {
      await enqueue(tx, { to: 'nobody-home@example.com', subject: 'Welcome', html: '<p>x</p>', text: 'x', kind: 'newsletter', lang: 'en' }, 'queued')
      await tx.query('update mail_outbox set attempts = $1', [DELIVERY.maxAttempts - 1])
    })
    const [row] = await until(() => allIn('failed', 1), 'the message parked')
    expect(row).toMatchObject({ attempts: DELIVERY.maxAttempts, last_error: expect.stringContaining('ECONNREFUSED') })
    const parked = logLines.filter((line) => line.includes('mail parked as failed'))
    expect(parked).toHaveLength(1)
    expect(JSON.parse(parked[0]!)).toMatchObject({ level: 50, mail: row!.id_mail, kind: 'newsletter', attempts: DELIVERY.maxAttempts })
    expect(logLines.join('\n')).not.toContain('nobody-home')
    const listing = await smtpApp.inject({ method: 'GET', url: '/sandbox/mail' })
    expect(listing.body).toContain(`Failed (${DELIVERY.maxAttempts} attempts)`)
  })

  it('parks a message the server refuses for good (5xx) at once, without retrying', async () => {
    sink.refusals = [550]
    await new Client(smtpApp).call('subscribeNewsletter', { email: 'gone@example.com' })
    const [row] = await until(() => allIn('failed', 1), 'the message parked')
    expect(row).toMatchObject({ attempts: 1, last_error: expect.stringContaining('550') })
    expect(sink.received).toEqual([])
  })

  it('sends a message again whose process died between claiming and sending it, once its claim lapses', async () => {
    // A process claims the message (as the worker does, with a claim of 150 ms) and dies before sending it.
    await ctx.db.transaction(async (tx) => {
      await enqueue(tx, { to: ANNA, subject: 'Orphaned', html: '<p>x</p>', text: 'x', kind: 'test', lang: 'en' }, 'queued')
      expect(await claimNext(ctx.db, 150)).toMatchObject({ to: ANNA, attempts: 1 })
    })
    expect((await outbox())[0]).toMatchObject({ state: 'sending', attempts: 1 })
    expect(await until(() => allIn('sent', 1), 'the message sent by the live worker')).toMatchObject([{ attempts: 2 }])
    expect(sink.received.map((m) => header(m.raw, 'Subject'))).toEqual(['Orphaned'])
  })

  it('has several processes share the queue, each message sent by exactly one', async () => {
    const second = await appWith(ctx, { smtpUrl, mailDelivery: DELIVERY })
    try {
      const messages = Array.from({ length: 12 }, (_, i) => ({
        to: `many-${i}@example.com`,
        subject: `Message ${i}`,
        html: '<p>x</p>',
        text: 'x',
        kind: 'test',
        lang: 'en' as const,
      }))
      await ctx.db.transaction(async (tx) => {
        for (const m of messages) await enqueue(tx, m, 'queued')
      })
      await until(() => allIn('sent', 12), 'all twelve sent')
      expect(sink.received).toHaveLength(12)
      expect(new Set(sink.received.map((m) => messageId(m.raw))).size).toBe(12)
      expect((await outbox()).every((row) => row.attempts === 1)).toBe(true)
    } finally {
      await second.close()
    }
  })

  it('writes nothing when the change is rolled back, and keeps mail in the outbox without SMTP_URL', async () => {
    await expect(
      ctx.db.transaction(async () => {
        await ctx.shop.mailer.send({ to: ANNA, subject: 'Never', html: '', text: '', kind: 'test', lang: 'en' })
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    expect(await outbox()).toEqual([])
    expect((await new Client(ctx.app).call('resetPasswordEmail', { email: ANNA })).status).toBe(200)
    expect(await outbox()).toMatchObject([{ state: 'sandbox', attempts: 0 }])
    expect(sink.received).toEqual([])
  })
})

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM, with the shop name as the default sender', () => {
    expect(configFromEnv({})).toMatchObject({ smtpUrl: null, mailFrom: 'Ridgeline <shop@localhost>' })
    expect(configFromEnv({ SHOP_NAME: 'Acme' }).mailFrom).toBe('Acme <shop@localhost>')
    expect(configFromEnv({ SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'Shop <shop@example.com>' })).toMatchObject({
      smtpUrl: 'smtp://u:p@mail.example:587',
      mailFrom: 'Shop <shop@example.com>',
    })
  })

  it('retries twelve times over about three hours by default, and reads MAIL_* in seconds', () => {
    const defaults = configFromEnv({}).mailDelivery
    expect(defaults).toEqual({ maxAttempts: 12, retryBaseMs: 30_000, retryMaxMs: 1_800_000, leaseMs: 300_000, pollMs: 5000 })
    const waits = Array.from({ length: 11 }, (_, i) => retryDelayMs(i + 1, defaults, () => 1))
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(waits.at(-1)).toBe(1_800_000)
    expect(waits.reduce((a, b) => a + b, 0) / 3_600_000).toBeCloseTo(3.0, 0)
    expect(retryDelayMs(1, defaults, () => 0)).toBe(15_000)
    expect(configFromEnv({ MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_FIRST_SECONDS: '0.02', MAIL_POLL_SECONDS: '0.05' }).mailDelivery).toMatchObject({
      maxAttempts: 3,
      retryBaseMs: 20,
      pollMs: 50,
    })
    expect(() => configFromEnv({ MAIL_MAX_ATTEMPTS: '0' })).toThrow('MAIL_MAX_ATTEMPTS')
    expect(() => configFromEnv({ MAIL_LEASE_SECONDS: 'soon' })).toThrow('MAIL_LEASE_SECONDS')
  })
})
