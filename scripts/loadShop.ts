// `npm run load [-- --shoppers 50] [--seconds 60] [--pace 1] [--postgres postgres://… --processes 2] [--cold]`
// A shopper mix under load, driven by autocannon: each connection is one shopper who, again and again as a new
// visitor, opens the shop, browses a category, types into the search, searches, opens a product, adds it to the
// bag, looks at the bag, gives a guest address, picks a carrier and pays with the sandbox card. Against the demo
// shop on PGlite (`npm start`) by default; with --postgres, against N API processes on one PostgreSQL schema (the
// shoppers spread over them, as a proxy keeping each session on one process would). Prints p50/p99 per call and
// checks the database afterwards: no 5xx, every order answered "approved" paid, no cart with two live orders, no
// lost or doubled bag line (each order holds the one product added), stock plus held stock unchanged.
// Without --pace every shopper sends the next request as soon as the last is answered (a stress test: no shopper is
// that fast); --pace N lets each send at most N requests a second, like a shopper reading the pages.
// --cold turns the catalogue cache off (CATALOG_CACHE_SECONDS=0): what the catalogue costs the database.
import autocannon from 'autocannon'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { Db } from '../server/db/client'
import { countRows, option, orderProblems, stockedProducts, stockHeld } from './lib/shopChecks'
import { dropDatabase, newDatabase, openShopDb, prepareDatabase, startShop, type ShopProcess } from './lib/shopProcess'
import { APPROVED_CARD, GUEST_ADDRESS } from '../server/test/fixture'
import type { Json } from './lib/shopper'

const args = process.argv.slice(2)
const SHOPPERS = Number(option('shoppers') ?? 50)
const SECONDS = Number(option('seconds') ?? 60)
const DATABASE_URL = option('postgres') ?? null
const PROCESSES = DATABASE_URL ? Number(option('processes') ?? 2) : 1
const COLD = args.includes('--cold')
const PACE = option('pace') ? Number(option('pace')) : undefined

/** The calls whose latency the catalogue budget is about (architecture §12): reads any visitor makes. */
const CATALOGUE = new Set(['getProducts', 'search suggestions', 'search', 'getProduct'])

interface Visit {
  cookie?: string
  carrier?: number
  sentAt?: number
  call?: string
}

interface Tally {
  latencies: Map<string, number[]>
  statuses: Map<string, Map<number, number>>
  approved: string[]
  /** Answers a step had to read that were not JSON. */
  unreadable: number
}

/** Categories to browse, and the products every shopper buys (stocked for the whole run). */
async function catalogueOf(db: Db) {
  const categories = (
    await db.query<{ id_category: number }>('select id_category from categories where id_parent is not null order by id_category limit 12')
  ).map((r) => r.id_category)
  return { categories, products: await stockedProducts(db, 6) }
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!

function shopperMix(catalogue: { categories: number[]; products: number[] }, tally: Tally): autocannon.Request[] {
  const step = (
    call: string,
    body: (visit: Visit) => unknown,
    options: { write?: boolean; label?: string; onAnswer?: (body: Json, visit: Visit) => void } = {},
  ): autocannon.Request => ({
    method: 'POST',
    path: `/api/${call}`,
    setupRequest: (request, context) => {
      const visit = context as Visit
      visit.sentAt = performance.now()
      visit.call = options.label ?? call
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          // Compressed like a browser's, except where the shopper reads the answer (autocannon does not inflate).
          'accept-encoding': options.onAnswer ? 'identity' : 'gzip',
          ...(visit.cookie ? { cookie: visit.cookie } : {}),
          ...(options.write ? { 'idempotency-key': randomUUID() } : {}),
        },
        body: JSON.stringify(body(visit)),
      }
    },
    onResponse: (status, text, context, headers) => {
      const visit = context as Visit
      const label = visit.call!
      let times = tally.latencies.get(label)
      if (!times) tally.latencies.set(label, (times = []))
      times.push(performance.now() - visit.sentAt!)
      const counts = tally.statuses.get(label) ?? new Map<number, number>()
      counts.set(status, (counts.get(status) ?? 0) + 1)
      tally.statuses.set(label, counts)
      const cookie = [headers?.['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('shop_session='))
      if (cookie) visit.cookie = String(cookie).split(';')[0]
      if (options.onAnswer && status < 300) {
        try {
          options.onAnswer((JSON.parse(text) as { psdata: unknown }).psdata, visit)
        } catch {
          tally.unreadable++
        }
      }
    },
  })
  const product = () => pick(catalogue.products)
  return [
    step('bootstrap', () => ({})),
    step('getProducts', () => ({ id_category: pick(catalogue.categories), page: pick([1, 1, 2]), order: pick(['relevance', 'price_asc', 'popularity']) })),
    step('search', () => ({ s: pick(['jac', 'hel', 'mug', 'glo', 'sca']), suggest: true }), { label: 'search suggestions' }),
    step('search', () => ({ s: pick(['jacket', 'helmet', 'mug', 'gloves', 'scarf']) })),
    step('getProduct', () => ({ product_id: product() })),
    step('createCartItem', () => ({ id_product: product() }), { write: true }),
    step('getCartItems', () => ({})),
    step('updateCheckoutAddress', () => ({ email: `load-${randomUUID()}@example.com`, delivery_address: GUEST_ADDRESS }), {
      write: true,
      onAnswer: (checkout: { carriers: { id_carrier: number }[] }, visit) => (visit.carrier = checkout.carriers[0]?.id_carrier),
    }),
    step('updateCheckoutCarrier', (visit) => ({ id_carrier: visit.carrier ?? 1 }), { write: true }),
    step('createOrder', () => ({ gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD }), {
      write: true,
      onAnswer: (placed: { order: { reference: string }; payment: { status: string } }) => {
        if (placed.payment.status === 'approved') tally.approved.push(placed.order.reference)
      },
    }),
  ]
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** The shared order and stock checks, plus this mix's own: each order holds exactly the one product added. */
async function checkDatabase(db: Db, tally: Tally, products: number[], heldBefore: Record<number, number>): Promise<string[]> {
  const problems = await orderProblems(db, tally.approved, products, heldBefore)
  const wrongLines = await countRows(
    db,
    `select count(*) as n from orders o where o.reference = any($1) and (select sum(quantity) from order_details d where d.id_order = o.id_order) <> 1`,
    [tally.approved],
  )
  if (wrongLines) problems.push(`${wrongLines} orders do not hold exactly the one product added (a lost or doubled bag line)`)
  return problems
}

async function main(): Promise<void> {
  const database = newDatabase(DATABASE_URL, 'load')
  let catalogue = { categories: [] as number[], products: [] as number[] }
  let heldBefore: Record<number, number> = {}
  await prepareDatabase(database, {
    adjust: async (db) => {
      catalogue = await catalogueOf(db)
      heldBefore = await stockHeld(db, catalogue.products)
    },
  })
  const shops: ShopProcess[] = []
  try {
    for (let i = 0; i < PROCESSES; i++) shops.push(await startShop(database, COLD ? { CATALOG_CACHE_SECONDS: '0' } : {}))
    const tally: Tally = { latencies: new Map(), statuses: new Map(), approved: [], unreadable: 0 }
    console.log(
      `${SHOPPERS} shoppers${PACE ? ` at ${PACE} request/s each` : ' without pause'} for ${SECONDS} s against ${PROCESSES} API process${PROCESSES > 1 ? 'es' : ''} on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${COLD ? ' (catalogue cache off)' : ''}…`,
    )
    const results = await Promise.all(
      shops.map((shop, i) =>
        autocannon({
          url: shop.url,
          // The shoppers spread evenly over the processes.
          connections: Math.floor(SHOPPERS / PROCESSES) + (i < SHOPPERS % PROCESSES ? 1 : 0),
          duration: SECONDS,
          ...(PACE ? { connectionRate: PACE } : {}),
          requests: shopperMix(catalogue, tally),
        }),
      ),
    )
    const total = results.reduce((sum, r) => sum + r.requests.total, 0)
    const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0)
    console.log(`\n${total} requests (${Math.round(total / SECONDS)}/s), ${tally.approved.length} orders paid, ${errors} connection errors or timeouts\n`)
    console.log('| call | requests | p50 ms | p99 ms | statuses |')
    console.log('|---|---|---|---|---|')
    let serverErrors = 0
    for (const [label, times] of tally.latencies) {
      const sorted = [...times].sort((a, b) => a - b)
      const statuses = [...(tally.statuses.get(label) ?? new Map<number, number>())].sort(([a], [b]) => a - b)
      serverErrors += statuses.filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0)
      console.log(
        `| ${label}${CATALOGUE.has(label) ? ' (catalogue)' : ''} | ${times.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${statuses.map(([s, n]) => `${s}×${n}`).join(' ')} |`,
      )
    }
    for (const shop of shops.splice(0)) await shop.stop()
    const db = await openShopDb(database)
    const problems = await checkDatabase(db, tally, catalogue.products, heldBefore)
    await db.close()
    if (serverErrors) problems.unshift(`${serverErrors} answers were 5xx`)
    if (errors) problems.unshift(`${errors} requests failed at the connection`)
    if (tally.unreadable) problems.unshift(`${tally.unreadable} answers were not JSON`)
    if (problems.length) {
      for (const p of problems) console.error(`FAIL ${p}`)
      process.exitCode = 1
    } else console.log('\nOK: no 5xx; every approved order paid, one line each, no cart with two live orders; stock adds up')
  } finally {
    for (const shop of shops) await shop.stop()
    await dropDatabase(database)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
