// `npm run bench:api [-- --products 100000] [--requests 2000] [--concurrency 16] [--cold]`
// Measures the reference API over HTTP: getProducts (24 per page, with facets), getProduct and search
// suggestions, and the server-rendered category and product pages (GET as a browser asks; needs `npm run build`
// first, or they are skipped), each driven with a fixed number of requests at 16 concurrent keep-alive connections after a short
// warm-up, asking for compressed answers like a browser. Prints requests/s and p50/p99 latency per call. Without BENCH_URL it seeds a temporary PGlite database (the demo
// catalogue, or N products with --products) and starts `server/start.ts` on it in a child process, so that the
// load generator does not share the server's event loop. --cold turns the server's catalogue cache off, to see
// what a page costs the database (the default measures the shop as it runs, cache on).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { dropDatabase, newDatabase, prepareDatabase, startShop } from './lib/shopProcess'

interface Options {
  products?: number
  requests: number
  concurrency: number
  warmup: number
  cold: boolean
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? Number(argv[i + 1]) : undefined
  }
  return {
    products: value('products'),
    requests: value('requests') ?? 2000,
    concurrency: value('concurrency') ?? 16,
    warmup: value('warmup') ?? 300,
    cold: argv.includes('--cold'),
  }
}

/** A fresh PGlite database with the demo (or N products), and the API on it in a child process. */
async function startServer(options: Options): Promise<{ url: string; stop: () => Promise<void> }> {
  const database = newDatabase(null, 'bench')
  const started = performance.now()
  await prepareDatabase(database, { products: options.products })
  console.log(`seeded ${options.products ?? 'the demo'} products in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const shop = await startShop(database, options.cold ? { CATALOG_CACHE_SECONDS: '0' } : {})
  return {
    url: shop.url,
    stop: async () => {
      await shop.stop()
      await dropDatabase(database)
    },
  }
}

// node:http with a keep-alive agent: lighter than fetch, so the load generator takes less of the CPU it shares
// with the server. HTTP status = the envelope's code, so the status alone says whether a call succeeded.
let agent: http.Agent

function send(base: string, name: string, body: unknown, encoding: string): Promise<{ status: number; text: string }> {
  // A workload of pages has paths ("/en/10-clothing") for bodies: GET them as a browser would.
  const page = typeof body === 'string'
  const payload = page ? '' : JSON.stringify(body)
  const headers = page
    ? { accept: 'text/html', 'accept-language': 'en', 'accept-encoding': encoding }
    : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-language': 'en', 'accept-encoding': encoding }
  return new Promise((resolve, reject) => {
    const req = http.request(page ? `${base}${body}` : `${base}/api/${name}`, { method: page ? 'GET' : 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
}

async function call(base: string, name: string, body: unknown): Promise<void> {
  const { status } = await send(base, name, body, 'br, gzip')
  if (status !== 200) throw new Error(`${name} answered ${status}`)
}

async function read<T>(base: string, name: string, body: unknown): Promise<T> {
  const { status, text } = await send(base, name, body, 'identity')
  if (status !== 200) throw new Error(`${name} answered ${status}`)
  return (JSON.parse(text) as { psdata: T }).psdata
}

interface Workload {
  name: string
  call: string
  bodies: unknown[]
}

async function workloads(base: string): Promise<Workload[]> {
  type MenuItem = { id: number | ''; url: string; children: MenuItem[] }
  const boot = await read<{ menuItems: MenuItem[] }>(base, 'bootstrap', {})
  const menu = boot.menuItems.flatMap((m) => (m.id === '' ? [] : [m, ...m.children]))
  const categories = menu.map((m) => m.id)
  const sorts = ['relevance', 'price_asc', 'popularity', 'date_add_desc']
  const listing = categories.flatMap((id) => sorts.flatMap((order) => [1, 2].map((page) => ({ id_category: id, page, order }))))
  const firstPage = await read<{ products: { id_product: number; name: string; url: string }[] }>(base, 'getProducts', { per_page: 60 })
  const ids = firstPage.products.map((p) => p.id_product)
  const prefixes = [
    ...new Set(
      firstPage.products.flatMap((p) =>
        p.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 4)
          .map((w) => w.slice(0, 3)),
      ),
    ),
  ]
  return [
    { name: 'getProducts (24/page, facets)', call: 'getProducts', bodies: listing },
    { name: 'getProduct', call: 'getProduct', bodies: ids.map((product_id) => ({ product_id })) },
    { name: 'search suggestions', call: 'search', bodies: prefixes.map((s) => ({ s, suggest: true })) },
    ...(fs.existsSync(path.join(__dirname, '..', 'dist', 'index.html')) || process.env.BENCH_URL
      ? [
          { name: 'category page (server render)', call: 'page', bodies: menu.map((m) => m.url) },
          { name: 'product page (server render)', call: 'page', bodies: firstPage.products.map((p) => p.url) },
        ]
      : []),
  ]
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function drive(base: string, w: Workload, count: number, concurrency: number) {
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const body = w.bodies[next++ % w.bodies.length]
        const t = performance.now()
        try {
          await call(base, w.call, body)
        } catch {
          errors++
        }
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { rps: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency })
  const server = process.env.BENCH_URL ? null : await startServer(options)
  const base = process.env.BENCH_URL?.replace(/\/$/, '') ?? server!.url
  try {
    const list = await workloads(base)
    const cache = options.cold ? ', catalogue cache off' : ''
    console.log(`\n${base} — ${options.requests} requests per call at ${options.concurrency} connections (after ${options.warmup} warm-up requests${cache})\n`)
    console.log('call'.padEnd(32), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7))
    for (const w of list) {
      await drive(base, w, options.warmup, options.concurrency)
      const r = await drive(base, w, options.requests, options.concurrency)
      console.log(w.name.padEnd(32), r.rps.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p99.toFixed(1).padStart(8), String(r.errors).padStart(7))
    }
  } finally {
    agent.destroy()
    if (server) {
      await server.stop()
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
