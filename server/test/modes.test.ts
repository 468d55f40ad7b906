// Demo versus production (SHOP_MODE): the demo has the sandbox surfaces — payments, the outbox, test controls when
// asked for — and a production app has none of them; a production start refuses without its settings or with the
// demo's published accounts in the database.
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { configFromEnv } from '../config'
import { hashPassword } from '../lib/crypto'
import { demoSecretsIn, productionRefusals } from '../mode'
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../db/seed/data/customers'
import { appWith, Client, resetDb, startTestApp } from './harness'
import { ANNA } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>
let production: FastifyInstance

const PRODUCTION_ENV = {
  SHOP_MODE: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://mail.example.com:587',
  COMPANY_NAME: 'Negozio Esempio S.r.l.',
}

beforeAll(async () => {
  ctx = await startTestApp()
  const { mode, production: isProduction, sandboxMail, sandboxPayments, testControls } = configFromEnv({ ...PRODUCTION_ENV, SHOP_TEST_CONTROLS: '1' })
  // SMTP is not reached here: the production app's mail would wait in its outbox.
  production = await appWith(ctx, { mode, production: isProduction, sandboxMail, sandboxPayments, testControls })
})
afterAll(async () => {
  await production.close()
  await ctx.close()
})
beforeEach(() => resetDb(ctx))

describe('the demo (npm start)', () => {
  it('is the default mode, with the outbox and the sandbox payments', async () => {
    expect(configFromEnv({ NODE_ENV: 'production' })).toMatchObject({
      mode: 'demo',
      production: false,
      sandboxMail: true,
      sandboxPayments: true,
      testControls: false,
    })
    expect(configFromEnv({ SANDBOX_MAIL: '0' }).sandboxMail).toBe(false)
    const shopper = new Client(ctx.app)
    expect((await shopper.call('resetPasswordEmail', { email: ANNA })).status).toBe(200)
    const outbox = await shopper.get(`/sandbox/mail.json?to=${ANNA}`)
    expect(outbox.json().psdata).toMatchObject([{ kind: 'password_reset', state: 'sandbox' }])
    expect((await shopper.call('getGateways')).body.psdata.map((g: { id: string }) => g.id)).toEqual(['CREDITCARD', 'PAYPAL', 'MULTISAFEPAY'])
  })
})

describe('production (SHOP_MODE=production)', () => {
  it('has no sandbox surface: no outbox, no sandbox payments or pages, no test controls', async () => {
    const shopper = new Client(production)
    expect((await shopper.call('resetPasswordEmail', { email: ANNA })).status).toBe(200)
    for (const url of ['/sandbox/mail', '/sandbox/mail.json', '/sandbox/mail/1', '/sandbox/pay/paypal/some-token']) {
      expect([url, (await shopper.get(url, { accept: 'application/json' })).statusCode]).toEqual([url, 404])
    }
    const settings = await shopper.post('/sandbox/test/settings', '{"maintenance_mode":true}', { 'content-type': 'application/json' })
    expect(settings.statusCode).toBe(404)
    expect((await shopper.call('getGateways')).body.psdata).toEqual([])
  })

  it('refuses to start without PUBLIC_URL, SMTP_URL and the company, or with a sandbox switched on', () => {
    const env = { SHOP_MODE: 'production', SANDBOX_MAIL: '1', SHOP_TEST_CONTROLS: '1' }
    const refusals = productionRefusals(configFromEnv(env), env)
    expect(refusals.map((r) => r.split(' ')[0])).toEqual(['PUBLIC_URL', 'SMTP_URL', 'COMPANY_NAME', 'SANDBOX_MAIL=1', 'SHOP_TEST_CONTROLS=1'])
    expect(productionRefusals(configFromEnv(PRODUCTION_ENV), PRODUCTION_ENV)).toEqual([])
    expect(productionRefusals(configFromEnv({}), {})).toEqual([])
    expect(() => configFromEnv({ SHOP_MODE: 'live' })).toThrow('SHOP_MODE must be demo or production')
  })

  it('finds demo accounts that still have their published password', async () => {
    expect(await demoSecretsIn(ctx.db)).toEqual([])
    await ctx.db.query(`insert into customers (email, passwd, firstname, lastname) values ($1, $2, 'Giulia', 'Ferraris')`, [
      DEMO_CUSTOMER_EMAIL,
      await hashPassword(DEMO_CUSTOMER_PASSWORD),
    ])
    expect(await demoSecretsIn(ctx.db)).toEqual([DEMO_CUSTOMER_EMAIL])
    await ctx.db.query('update customers set passwd = $1 where email = $2', [await hashPassword('An-0wn-Secret!'), DEMO_CUSTOMER_EMAIL])
    expect(await demoSecretsIn(ctx.db)).toEqual([])
  })

  // A real `npm start` (a few seconds of start-up): in CI's PostgreSQL pass of the server suite, as processes.test.ts.
  const itWithProcesses = process.env.DATABASE_URL ? it : it.skip

  itWithProcesses('stops `npm start` with every reason before opening anything', async () => {
    const root = path.resolve(__dirname, '../..')
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/start.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, SHOP_MODE: 'production', SKIP_BUILD: '1', SANDBOX_MAIL: '1', DATA_DIR: '/nonexistent/never-opened' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('SHOP_MODE=production refuses to start')
    for (const setting of ['PUBLIC_URL', 'SMTP_URL', 'COMPANY_NAME', 'SANDBOX_MAIL=1']) expect(output).toContain(`- ${setting}`)
    expect(output).not.toContain('Shop ready')
  })
})
