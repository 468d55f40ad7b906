// E-mail through SMTP: with SMTP_URL set, the one mailer sends password resets and order confirmations to a real
// SMTP server (here a local sink on a random port, with login), From MAIL_FROM; without it, to the outbox.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { configFromEnv } from '../config'
import { appWith, Client, resetDb, startTestApp } from './harness'
import { ANNA, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

interface Received {
  user: unknown
  from: string | false
  to: string[]
  raw: string
}

let sink: SMTPServer
let received: Received[] = []
let smtpUrl = ''

beforeAll(async () => {
  ctx = await startTestApp()
  sink = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          user: session.user,
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://shop:s3cret@127.0.0.1:${(sink.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(resolve))
  await ctx.close()
})
beforeEach(async () => {
  await resetDb(ctx)
  received = []
})

/** A message's header value (unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]
}

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

const outboxCount = async () => (await ctx.db.query<{ n: number }>('select count(*) as n from mail_outbox'))[0]!.n

describe('SMTP transport', () => {
  const smtpApp = () => appWith(ctx, { smtpUrl, mailFrom: 'Ridgeline Shop <orders@ridgeline.test>' })

  it('sends a password reset to the SMTP server, with a link that works', async () => {
    const shop = await smtpApp()
    try {
      const client = new Client(shop)
      expect((await client.call('resetPasswordEmail', { email: ANNA })).status).toBe(200)
      expect(received).toHaveLength(1)
      const [mail] = received as [Received]
      expect(mail).toMatchObject({ user: 'shop', from: 'orders@ridgeline.test', to: [ANNA] })
      expect(header(mail.raw, 'To')).toBe(ANNA)
      expect(header(mail.raw, 'From')).toBe('Ridgeline Shop <orders@ridgeline.test>')
      expect(header(mail.raw, 'Subject')).toBe('Reset your password')
      const text = part(mail.raw, 'text/plain')
      expect(text).toContain('Hello Anna, we received a request to reset the password of your account.')
      const link = /https?:\/\/\S+\/en\/reset-password\?token=(\S+)/.exec(text)
      expect(link).not.toBeNull()
      expect(part(mail.raw, 'text/html')).toContain(`reset-password?token=${link![1]}`)
      // Sent, not written to the outbox.
      expect(await outboxCount()).toBe(0)
      const reset = await new Client(shop).call('resetPasswordEnter', {
        token: decodeURIComponent(link![1]!),
        password: 'N3w-Passw0rd!',
        confirmation: 'N3w-Passw0rd!',
      })
      expect(reset.status).toBe(200)
    } finally {
      await shop.close()
    }
  })

  it('sends the order confirmation to the SMTP server', async () => {
    const shop = await smtpApp()
    try {
      const anna = new Client(shop)
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
      expect(received).toHaveLength(1)
      const [mail] = received as [Received]
      expect(mail.to).toEqual([ANNA])
      expect(header(mail.raw, 'Subject')).toBe(`Order ${reference} confirmed`)
      const text = part(mail.raw, 'text/plain')
      expect(text).toContain('Thank you for your order')
      expect(text).toContain(`Order: ${reference}`)
      expect(text).toContain(`/en/my-account/orders?order=${reference}`)
      expect(await outboxCount()).toBe(0)
    } finally {
      await shop.close()
    }
  })

  it('keeps using the outbox without SMTP_URL', async () => {
    expect((await new Client(ctx.app).call('resetPasswordEmail', { email: ANNA })).status).toBe(200)
    expect(received).toEqual([])
    expect(await outboxCount()).toBe(1)
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
})
