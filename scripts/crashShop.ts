// `npm run fault [-- --rounds 3] [--postgres postgres://…] [--scenario kills|smtp-down|all]`
// kills: kills the API process (SIGKILL) in the middle of writes — shoppers adding to their bags and buying by card,
// the demo customer saving addresses — starts it again on the same data, and checks the database against what the
// shoppers were told: every write answered with success is there, no order is half-written (lines, payment,
// history), no cart has two live orders, and stock plus what orders hold is what it was.
// smtp-down: shoppers buy while the mail server is down, the API is killed and started again meanwhile, then the
// mail server comes back: every confirmation is delivered, exactly once (queued/delivered/duplicated = n/n/0).
// On PGlite by default; on PostgreSQL with --postgres (a schema of its own, dropped afterwards). Exits 1 when a
// check fails.
import { performance } from 'node:perf_hooks'
import type { Db } from '../server/db/client'
import { countRows, option, orderProblems, stockedProducts, stockHeld } from './lib/shopChecks'
import { dropDatabase, newDatabase, openShopDb, prepareDatabase, startShop, type ShopProcess } from './lib/shopProcess'
import { APPROVED_CARD, GUEST_ADDRESS } from '../server/test/fixture'
import { freePort, header, Sink } from '../server/test/smtpSink'
import { Shopper } from './lib/shopper'

const ROUNDS = Number(option('rounds') ?? 3)
const SCENARIO = option('scenario') ?? 'all'
const DATABASE_URL = option('postgres') ?? null
const SHOPPERS = 10
const DEMO = { email: 'demo@example.com', password: 'Demo-Shop-2026!' }

/** What the shoppers were told, to be found in the database afterwards. */
interface Confirmed {
  lines: { id_cart: number; id_product: number }[]
  orders: string[]
  addresses: number[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function guestBuys(base: string, product: number, confirmed: Confirmed, stop: () => boolean): Promise<void> {
  while (!stop()) {
    const shopper = new Shopper(base)
    await shopper.call('bootstrap', {}, false)
    const added = await shopper.call('createCartItem', { id_product: product })
    if (added.status !== 201) throw new Error(`createCartItem answered ${added.status}`)
    confirmed.lines.push({ id_cart: added.psdata.id_cart, id_product: product })
    const address = await shopper.call('updateCheckoutAddress', { email: `crash-${Date.now()}-${Math.random()}@example.com`, delivery_address: GUEST_ADDRESS })
    if (address.status !== 200) throw new Error(`updateCheckoutAddress answered ${address.status}`)
    await shopper.call('updateCheckoutCarrier', { id_carrier: address.psdata.carriers[0].id_carrier })
    const order = await shopper.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })
    if (order.status === 201 && order.psdata.payment.status === 'approved') confirmed.orders.push(order.psdata.order.reference)
  }
}

async function customerSavesAddresses(base: string, confirmed: Confirmed, stop: () => boolean): Promise<void> {
  const customer = new Shopper(base)
  if ((await customer.call('login', DEMO)).status !== 200) throw new Error('the demo customer could not sign in')
  while (!stop()) {
    const saved = await customer.call('createAddress', { ...GUEST_ADDRESS, alias: `Crash ${Date.now()}`, firstname: 'Demo' })
    if (saved.status === 201) confirmed.addresses.push(saved.psdata.id_address)
  }
}

/** Runs the shoppers until the process is killed under them (once `killWhen` resolves). */
async function round(shop: ShopProcess, products: number[], confirmed: Confirmed, killWhen: () => Promise<unknown>): Promise<void> {
  let killed = false
  const stop = () => killed
  const work = [
    ...Array.from({ length: SHOPPERS }, (_, i) => guestBuys(shop.url, products[i % products.length]!, confirmed, stop)),
    customerSavesAddresses(shop.url, confirmed, stop),
  ].map((w) => w.catch((error: unknown) => (killed ? undefined : Promise.reject(error)))) // a request cut by the kill is no finding
  await killWhen()
  killed = true
  await shop.kill()
  await Promise.all(work)
}

/** The shared order and stock checks, plus this script's own: confirmed bag lines and addresses, whole orders. */
async function check(db: Db, confirmed: Confirmed, products: number[], heldBefore: Record<number, number>): Promise<string[]> {
  const problems = await orderProblems(db, confirmed.orders, products, heldBefore)
  const lines = confirmed.lines.map((l) => `${l.id_cart}:${l.id_product}`)
  const lost = await countRows(
    db,
    `select count(*) as n from unnest($1::text[]) as confirmed(line)
      where not exists (select 1 from cart_products cp where cp.id_cart || ':' || cp.id_product = confirmed.line)
        and not exists (select 1 from orders o join order_details d on d.id_order = o.id_order
                         where o.id_cart || ':' || d.id_product = confirmed.line)`,
    [lines],
  )
  if (lost) problems.push(`${lost} bag lines answered 201 are in no cart and no order`)
  const missingAddresses = await countRows(
    db,
    'select count(*) as n from unnest($1::int[]) as a(id) where not exists (select 1 from addresses where id_address = a.id)',
    [confirmed.addresses],
  )
  if (missingAddresses) problems.push(`${missingAddresses} addresses answered 201 are gone`)
  const halfWritten = await countRows(
    db,
    `select count(*) as n from orders o where not exists (select 1 from order_details d where d.id_order = o.id_order)
        or not exists (select 1 from payments p where p.id_order = o.id_order)
        or not exists (select 1 from order_history h where h.id_order = o.id_order)`,
  )
  if (halfWritten) problems.push(`${halfWritten} orders without lines, payment or history`)
  return problems
}

async function killsScenario(): Promise<void> {
  const database = newDatabase(DATABASE_URL, 'fault')
  let products: number[] = []
  let heldBefore: Record<number, number> = {}
  await prepareDatabase(database, {
    adjust: async (db) => {
      products = await stockedProducts(db, 4)
      heldBefore = await stockHeld(db, products)
    },
  })
  const confirmed: Confirmed = { lines: [], orders: [], addresses: [] }
  try {
    for (let i = 1; i <= ROUNDS; i++) {
      const shop = await startShop(database)
      const killAfterMs = 1500 + Math.floor(Math.random() * 2500)
      const started = performance.now()
      const before = { lines: confirmed.lines.length, orders: confirmed.orders.length, addresses: confirmed.addresses.length }
      await round(shop, products, confirmed, () => sleep(killAfterMs))
      console.log(
        `round ${i}: killed after ${((performance.now() - started) / 1000).toFixed(1)} s — confirmed before the kill: ` +
          `${confirmed.lines.length - before.lines} bag lines, ${confirmed.orders.length - before.orders} paid orders, ${confirmed.addresses.length - before.addresses} addresses`,
      )
    }
    // Started once more: the data must open after the last kill, as it will for the shop.
    const last = await startShop(database)
    await last.stop()
    const db = await openShopDb(database)
    const problems = await check(db, confirmed, products, heldBefore)
    await db.close()
    console.log(
      `${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${confirmed.lines.length} bag lines, ${confirmed.orders.length} paid orders, ${confirmed.addresses.length} addresses confirmed over ${ROUNDS} kills`,
    )
    if (problems.length) {
      for (const p of problems) console.error(`FAIL ${p}`)
      process.exitCode = 1
    } else console.log('OK: every confirmed write is there, no half-written or doubled order, stock adds up')
  } finally {
    await dropDatabase(database)
  }
}

/** Retries in tenths of a second rather than minutes: the scenario measures the worker, not the waiting. */
const ORDERS_PER_ROUND = 15
const FAST_MAIL = { MAIL_RETRY_FIRST_SECONDS: '0.1', MAIL_RETRY_MAX_SECONDS: '1', MAIL_POLL_SECONDS: '0.5', MAIL_LEASE_SECONDS: '3', MAIL_MAX_ATTEMPTS: '1000' }

async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

async function smtpDownScenario(): Promise<void> {
  const database = newDatabase(DATABASE_URL, 'smtpdown')
  let products: number[] = []
  await prepareDatabase(database, { adjust: async (db) => void (products = await stockedProducts(db, 4)) })
  const sink = new Sink(await freePort(), { user: 'shop', password: 'fault' })
  const env = { ...FAST_MAIL, SMTP_URL: `smtp://shop:fault@127.0.0.1:${sink.port}`, MAIL_FROM: 'Shop <shop@fault.test>' }
  const confirmed: Confirmed = { lines: [], orders: [], addresses: [] }
  try {
    // The mail server is down from the start; the shop takes orders anyway, then dies and comes back.
    for (let i = 1; i <= 2; i++) {
      const shop = await startShop(database, env)
      const before = confirmed.orders.length
      // Killed once some orders are paid (a busy machine takes longer to get there), at a moment not chosen by the shop.
      const someOrders = () => until(() => confirmed.orders.length - before >= ORDERS_PER_ROUND, 'paid orders', 120_000)
      await round(shop, products, confirmed, () => someOrders().then(() => sleep(Math.random() * 500)))
      console.log(`smtp-down round ${i}: ${confirmed.orders.length - before} paid orders while the mail server was down, then the API was killed`)
    }
    const shop = await startShop(database, env)
    await sink.up()
    const back = performance.now()
    const distinct = () => new Set(sink.received.map((m) => header(m.raw, 'Message-ID'))).size
    // Done when the outbox (the demo's listing, read through the shop: PGlite is the process's own) holds nothing
    // unsent — orders approved just before a kill have mail too, though their shopper never got the answer.
    const outboxSent = async () => {
      const rows = ((await (await fetch(`${shop.url}/sandbox/mail.json`)).json()) as { psdata: { state: string }[] }).psdata
      if (rows.length >= 100) throw new Error('more mail than /sandbox/mail.json lists: lower ORDERS_PER_ROUND')
      return rows.length >= confirmed.orders.length && rows.every((row) => row.state === 'sent')
    }
    const deadline = Date.now() + 120_000
    while (!(await outboxSent())) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the outbox to be sent')
      await sleep(100)
    }
    const deliveredAfterMs = performance.now() - back
    await shop.stop()
    const db = await openShopDb(database)
    const rows = await db.query<{ state: string; n: number }>(`select state, count(*)::int as n from mail_outbox group by state`)
    const references = await db.query<{ subject: string }>(`select subject from mail_outbox where kind = 'order_confirmation'`)
    await db.close()
    const queued = rows.reduce((sum, r) => sum + r.n, 0)
    const sent = rows.find((r) => r.state === 'sent')?.n ?? 0
    const delivered = distinct()
    const duplicated = sink.received.length - delivered
    console.log(
      `${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, SMTP down: mails queued/delivered/duplicated = ${queued}/${delivered}/${duplicated} ` +
        `(${confirmed.orders.length} paid orders over 2 kills; all delivered ${(deliveredAfterMs / 1000).toFixed(1)} s after the mail server came back)`,
    )
    const problems: string[] = []
    if (delivered !== queued || sent !== queued) problems.push(`${queued} mails queued, ${sent} marked sent, ${delivered} delivered`)
    if (duplicated) problems.push(`${duplicated} mails delivered twice`)
    const missing = confirmed.orders.filter((ref) => !references.some((r) => r.subject.includes(ref)))
    if (missing.length) problems.push(`${missing.length} paid orders without a confirmation in the outbox`)
    const receivedSubjects = sink.received.map((m) => header(m.raw, 'Subject') ?? '')
    const undelivered = confirmed.orders.filter((ref) => !receivedSubjects.some((subject) => subject.includes(ref)))
    if (undelivered.length) problems.push(`${undelivered.length} paid orders whose confirmation never arrived`)
    if (problems.length) {
      for (const p of problems) console.error(`FAIL ${p}`)
      process.exitCode = 1
    } else console.log('OK: every confirmation delivered exactly once after the outage and the kills')
  } finally {
    await sink.down()
    await dropDatabase(database)
  }
}

async function main(): Promise<void> {
  if (SCENARIO === 'kills' || SCENARIO === 'all') await killsScenario()
  if (SCENARIO === 'smtp-down' || SCENARIO === 'all') await smtpDownScenario()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
