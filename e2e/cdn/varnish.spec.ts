// Issue #24 parts 4 and 7 in Chromium, against the recipe of deploy/README.md: Varnish (deploy/varnish/default.vcl)
// in front of two API processes on PostgreSQL. A product page comes from the cache and, once a shopper has bought its
// whole stock, shows it sold out within 2 s of the order (the purge-to-fresh time is printed), and so does its
// category page; pages about the shopper and the API calls are never kept, and a second shopper never sees the first
// one's bag; a purge target that is down is retried and logged while the order goes through and Varnish is purged all
// the same; a page from the cache comes alive in the browser and adds to the bag.
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page, Response } from '@playwright/test'
import { API_ADDRESS, API_CARD } from '../checkoutSupport'
import { expect, test } from '../fixtures'
import { API_PORTS, DOWN_PURGER, LOG_DIR, SHOP_ORIGIN } from './deployment'

/** One bag line takes at most 99 of a product (docs/api.md createCartItem). */
const LINE_MAX = 99

interface Listed {
  id_product: number
  id_product_attribute: number
  name: string
  url: string
  quantity: number
  availability: string
  category: { id_category: number; url: string }
}

async function call<T = unknown>(request: APIRequestContext, name: string, data: object = {}): Promise<T> {
  const response = await request.post(`/api/${name}`, { data, headers: { 'Accept-Language': 'en' } })
  expect(response.ok(), `${name}: ${response.status()} ${await response.text()}`).toBe(true)
  return ((await response.json()) as { psdata: T }).psdata
}

/** Products without variants whose whole stock fits in one bag line, fewest left first. */
async function productsToSellOut(request: APIRequestContext): Promise<Listed[]> {
  const all: Listed[] = []
  for (let page = 1; ; page++) {
    const { products, pagination } = await call<{ products: Listed[]; pagination: { pages_count: number } }>(request, 'getProducts', { page, per_page: 60 })
    all.push(...products)
    if (page >= pagination.pages_count) break
  }
  return all
    .filter((p) => p.id_product_attribute === 0 && p.quantity > 0 && p.quantity <= LINE_MAX && !['unavailable', 'preorder'].includes(p.availability))
    .sort((a, b) => a.quantity - b.quantity)
}

async function onFirstPageOfItsCategory(request: APIRequestContext, product: Listed): Promise<boolean> {
  const { products } = await call<{ products: Listed[] }>(request, 'getProducts', { id_category: product.category.id_category })
  return products.some((p) => p.id_product === product.id_product)
}

/** Buys `quantity` of a product as a guest paying by card, in the request context's session. */
async function buy(request: APIRequestContext, product: Listed, quantity: number): Promise<void> {
  await call(request, 'createCartItem', { id_product: product.id_product, quantity })
  await call(request, 'updateCheckoutAddress', { email: `cdn-${Date.now()}-${product.id_product}@example.com`, delivery_address: API_ADDRESS })
  const { carriers } = await call<{ carriers: { id_carrier: number; is_pickup: boolean }[] }>(request, 'getCheckout')
  await call(request, 'updateCheckoutCarrier', { id_carrier: carriers.find((c) => !c.is_pickup)!.id_carrier })
  const created = await call<{ payment: { status: string } }>(request, 'createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: API_CARD })
  expect(created.payment.status).toBe('approved')
}

/** Opens a page and waits for its first call, which opens the shopper's session (fixtures.ts: openSession). */
async function visit(page: Page, url: string): Promise<Response> {
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bootstrap' && response.ok())
  const response = await page.goto(url)
  await opened
  return response!
}

const cacheOf = (response: { headers(): Record<string, string> }) => response.headers()['x-cache']

/** The page as Varnish serves it now (HTML, as a browser asks for it). */
async function served(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { Accept: 'text/html' } })
  expect(response.status()).toBe(200)
  return response.text()
}

const stockNotice = (html: string) => /data-testid="stock-notice"[^>]*>([^<]*)</.exec(html)?.[1]

/** How many of the product a page lets a shopper buy (its stock), from the data it carries for the browser's store. */
function stockIn(html: string): number | undefined {
  const json = /<script id="server-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  const queries = json ? (JSON.parse(json) as { api: { queries: Record<string, { endpointName: string; data?: { quantityLimit: number } }> } }).api.queries : {}
  return Object.values(queries).find((q) => q.endpointName === 'getProduct')?.data?.quantityLimit
}

/** The `cdn purge failed: retrying` lines an API process has logged for the purge target that is down. */
function retriesLogged(port: number): number {
  const lines = fs.readFileSync(path.join(LOG_DIR, `api-${port}.log`), 'utf8').split('\n')
  return lines.filter((line) => {
    if (!line.startsWith('{')) return false
    const entry = JSON.parse(line) as { msg?: string; purger?: string }
    return entry.msg === 'cdn purge failed: retrying' && entry.purger === DOWN_PURGER
  }).length
}

const card = (page: Page, product: Listed) => page.getByRole('article').filter({ hasText: product.name })

// First: nothing is waiting for the purge target that is down yet, so its first attempt at this order's purge fails at
// once. (After an earlier order it would be waiting out a backoff — up to 16 s — for the next attempt.)
test('a purge target that is down is retried and logged; the order goes through and Varnish is purged all the same', async ({ page }) => {
  const product = (await productsToSellOut(page.request)).at(-1)!
  await served(page.request, product.url)
  const cached = await visit(page, product.url)
  expect(cacheOf(cached)).toBe('HIT')
  expect(stockIn(await cached.text())).toBe(product.quantity)
  const retriesBefore = API_PORTS.map(retriesLogged)

  await buy(page.request, product, 1)

  await expect.poll(async () => stockIn(await served(page.request, product.url)), { timeout: 2000, intervals: [20] }).toBe(product.quantity - 1)
  // Each API process purged Varnish and tried the target that is down too: it failed, and is being retried.
  await expect.poll(() => API_PORTS.map((port, i) => retriesLogged(port) > retriesBefore[i]!), { timeout: 20_000 }).toEqual(API_PORTS.map(() => true))
})

test('a product page comes from Varnish and shows the product sold out within 2 s of the order that bought its stock; so does its category page', async ({
  page,
}) => {
  let product: Listed | undefined
  for (const candidate of await productsToSellOut(page.request)) {
    if (await onFirstPageOfItsCategory(page.request, candidate)) {
      product = candidate
      break
    }
  }
  expect(product, 'a product whose stock fits in a bag line, on its category’s first page').toBeTruthy()
  const { url, category } = product!

  await served(page.request, url)
  const cached = await visit(page, url)
  expect(cacheOf(cached)).toBe('HIT')
  expect(Number(cached.headers()['age'])).toBeGreaterThanOrEqual(0)
  await expect(page.getByTestId('stock-notice')).not.toHaveText('Out of stock')
  await served(page.request, category.url)
  expect(cacheOf((await page.goto(category.url))!)).toBe('HIT')
  await expect(card(page, product!)).not.toContainText('Out of stock')

  await buy(page.request, product!, product!.quantity)
  const soldAt = Date.now()
  let freshAfterMs = 0
  await expect
    .poll(
      async () => {
        const notice = stockNotice(await served(page.request, url))
        freshAfterMs = Date.now() - soldAt
        return notice
      },
      { timeout: 2000, intervals: [20] },
    )
    .toBe('Out of stock')
  console.log(`purge-to-fresh through Varnish: ${freshAfterMs} ms from the order's answer to a product page showing it sold out`)
  test.info().annotations.push({ type: 'purge-to-fresh', description: `${freshAfterMs} ms` })

  // What the shopper sees on loading them again.
  await page.goto(url)
  await expect(page.getByTestId('stock-notice')).toHaveText('Out of stock')
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeDisabled()
  await page.goto(category.url)
  await expect(card(page, product!)).toContainText('Out of stock')
})

test('pages about the shopper and the API calls are never kept, and a second shopper never sees the first one’s bag', async ({ page, browser }) => {
  const product = (await productsToSellOut(page.request)).at(-2)!
  await visit(page, '/en')
  await call(page.request, 'createCartItem', { id_product: product.id_product, quantity: 1 })

  for (const personal of ['/en/cart', '/en/checkout', '/en/my-account']) {
    for (const time of ['first', 'second']) {
      const response = (await page.goto(personal, { waitUntil: 'commit' }))!
      expect(cacheOf(response), `${personal}, ${time} time`).toBe('MISS')
      expect(response.headers()['cache-control']).toBe('no-store')
    }
  }
  await page.goto('/en/cart')
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible()
  for (const name of ['bootstrap', 'getCartItems', 'getCheckout']) {
    for (const time of ['first', 'second']) {
      const response = await page.request.post(`/api/${name}`, { data: {} })
      expect(cacheOf(response), `${name}, ${time} time`).toBe('MISS')
    }
  }

  const other = await browser.newContext({ baseURL: SHOP_ORIGIN })
  try {
    const otherPage = await other.newPage()
    expect(cacheOf((await otherPage.goto('/en/cart'))!)).toBe('MISS')
    await expect(otherPage.getByText('Your bag is empty.')).toBeVisible()
    expect(await call<{ products: unknown[] }>(otherPage.request, 'getCartItems')).toMatchObject({ products: [] })
  } finally {
    await other.close()
  }
})

test('a page from the cache comes alive in the browser and adds to the bag; every client gets a body it can read', async ({ page }) => {
  const product = (await productsToSellOut(page.request)).at(-3)!
  const errors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  page.on('pageerror', (error) => errors.push(error.message))
  await served(page.request, product.url)
  // Chromium takes brotli: the cache's brotli copy, as the API made it.
  const cached = await visit(page, product.url)
  expect([cacheOf(cached), cached.headers()['content-encoding']]).toEqual(['HIT', 'br'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  // A client taking only gzip gets Varnish's gzip copy, one taking neither the same unzipped.
  for (const [acceptEncoding, contentEncoding] of [
    ['gzip', 'gzip'],
    ['identity', undefined],
  ]) {
    const response = await page.request.get(product.url, { headers: { Accept: 'text/html', 'Accept-Encoding': acceptEncoding! } })
    expect(response.headers()['content-encoding']).toBe(contentEncoding)
    expect(await response.text()).toContain(`>${product.name}</h1>`)
  }
  await page.getByRole('button', { name: 'Add to bag' }).click()
  const bag = page.getByRole('dialog', { name: 'Your bag' })
  await expect(bag.getByText('Product Added To Cart')).toBeVisible()
  await expect(bag.getByRole('link', { name: product.name })).toBeVisible()
  expect(await call<{ products: { id_product: number }[] }>(page.request, 'getCartItems')).toMatchObject({ products: [{ id_product: product.id_product }] })
  // Hydrated without a mismatch (React reports one as an error), and no call or resource refused.
  expect(errors).toEqual([])
})
