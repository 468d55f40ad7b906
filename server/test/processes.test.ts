// Two API processes on one PostgreSQL database, started as a shop owner would (`npm start` twice, SKIP_BUILD=1)
// on an empty schema at the same moment: the demo shop is seeded once, and what one process changes the other
// shows — a stock change within a second (its catalogue cache is on), a cart, the login limit. PostgreSQL only
// (DATABASE_URL): a PGlite database belongs to a single process.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type Db } from '../db/client'
import { APPROVED_CARD } from './fixture'
import { freePort } from './smtpSink'

const databaseUrl = process.env.DATABASE_URL
const describeOnPostgres = databaseUrl ? describe : describe.skip

// Starting two processes that seed the demo shop takes a while on a busy machine.
jest.setTimeout(180_000)

const ROOT = path.resolve(__dirname, '../..')
const schema = `procs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
// Shared across runs: the demo pictures are rendered once, not on every test run.
const IMAGE_DIR = path.join(os.tmpdir(), 'shop-test-demo-images')

interface Api {
  process: ChildProcess
  output: string[]
  base: string
}

async function startApi(dataDir: string): Promise<Api> {
  const port = await freePort()
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DB_SCHEMA: schema,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      IMAGE_DIR,
      SHUTDOWN_GRACE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean))
      if (output.some((line) => line.startsWith('Shop ready'))) resolve()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`API process exited (${code}):\n${output.join('\n')}`)))
  })
  return { process: child, output, base: `http://127.0.0.1:${port}` }
}

/** A shopper's browser: one session cookie, sent to whichever process answers. */
class Shopper {
  private cookie = ''

  async call(api: Api, name: string, body: unknown = {}) {
    const res = await fetch(`${api.base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify(body),
    })
    const set = res.headers.getSetCookie().find((c) => c.startsWith('shop_session='))
    if (set) this.cookie = set.split(';')[0]!
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as { psdata: any; message?: string } }
  }
}

describeOnPostgres('two API processes on one PostgreSQL', () => {
  let a: Api
  let b: Api
  let db: Db
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-procs-'))
    // At the same moment, on an empty schema.
    ;[a, b] = await Promise.all([startApi(path.join(dataDir, 'a')), startApi(path.join(dataDir, 'b'))])
    db = await openDb({ databaseUrl: databaseUrl!, dataDir: null, schema })
  })

  afterAll(async () => {
    for (const api of [a, b]) api?.process.kill('SIGTERM')
    await Promise.all([a, b].map((api) => api && new Promise((resolve) => api.process.once('exit', resolve))))
    await db?.query(`drop schema "${schema}" cascade`)
    await db?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('seed the empty database once', async () => {
    const seeders = [a, b].filter((api) => api.output.some((line) => line.includes('empty database: seeding')))
    expect(seeders).toHaveLength(1)
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from customers where email = $1', ['demo@example.com'])) as [{ n: number }]
    expect(n).toBe(1)
  })

  it('show a stock change made through one process in the other within a second', async () => {
    const [product] = await db.query<{ id_product: number; quantity: number }>(
      `select id_product, quantity from products p where quantity > 5 and not exists (select 1 from combinations c where c.id_product = p.id_product)
        order by id_product limit 1`,
    )
    const browser = new Shopper()
    const stockIn = async (api: Api) => (await browser.call(api, 'getProduct', { product_id: product!.id_product })).body.psdata.quantity as number
    // Process B has the product page in its catalogue cache.
    expect(await stockIn(b)).toBe(product!.quantity)

    const buyer = new Shopper()
    await buyer.call(a, 'bootstrap')
    expect((await buyer.call(a, 'createCartItem', { id_product: product!.id_product, quantity: 2 })).status).toBe(201)
    const address = await buyer.call(a, 'updateCheckoutAddress', {
      email: 'buyer@example.com',
      delivery_address: {
        firstname: 'Gina',
        lastname: 'Ospite',
        address1: 'Via Roma',
        house_number: '2',
        postcode: '00184',
        city: 'Roma',
        state: 'RM',
        country_iso: 'IT',
      },
    })
    expect(address.status).toBe(200)
    const carrier = address.body.psdata.carriers[0].id_carrier as number
    expect((await buyer.call(a, 'updateCheckoutCarrier', { id_carrier: carrier })).status).toBe(200)
    const order = await buyer.call(a, 'createOrder', {
      gateway: 'CREDITCARD',
      terms_accepted: true,
      card: APPROVED_CARD,
    })
    expect(order.body.psdata.payment.status).toBe('approved')
    const ordered = Date.now()

    let seen = await stockIn(b)
    while (seen !== product!.quantity - 2 && Date.now() - ordered < 1000) seen = await stockIn(b)
    expect(seen).toBe(product!.quantity - 2)
  })

  it('share carts: a line added through one process is in the bag read through the other', async () => {
    const shopper = new Shopper()
    await shopper.call(a, 'bootstrap')
    const [product] = await db.query<{ id_product: number }>('select id_product from products where quantity > 0 order by id_product limit 1')
    await shopper.call(a, 'createCartItem', { id_product: product!.id_product })
    expect((await shopper.call(b, 'getCartItems')).body.psdata.products_count).toBe(1)
  })

  it('count login attempts across both: the per-account limit holds whichever process answers', async () => {
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new Shopper().call(i % 2 ? a : b, 'login', { email: 'demo@example.com', password: `Wrong-${i}!` })),
    )
    expect(tries.filter((t) => t.status === 401)).toHaveLength(5)
    expect(tries.filter((t) => t.status === 429)).toHaveLength(7)
  })
})

describeOnPostgres('processes opening one new schema at once', () => {
  const fresh = `fresh_${process.pid}_${Math.random().toString(36).slice(2, 8)}`

  afterAll(async () => {
    const db = await openDb({ databaseUrl: databaseUrl!, dataDir: null, schema: null })
    await db.query(`drop schema if exists "${fresh}" cascade`)
    await db.close()
  })

  // `create schema if not exists` is not safe against itself: the loser of the race fails with a unique violation
  // (what CI once saw when two API processes started together).
  it('all open it, none fails', async () => {
    const opened = await Promise.allSettled(Array.from({ length: 8 }, () => openDb({ databaseUrl: databaseUrl!, dataDir: null, schema: fresh })))
    await Promise.all(opened.map((result) => result.status === 'fulfilled' && result.value.close()))
    expect(opened.filter((result) => result.status === 'rejected')).toEqual([])
  })
})
