// Issue "Trustworthy under load…": the storefront served from another origin than the API, as from a CDN — the
// built app with its config.js pointing at the API, and the API allowing that origin (ALLOWED_ORIGINS in
// playwright.config.ts). The shopper adds to the bag and signs in; every call crosses origins with the session
// cookie (same site: another port of localhost, like cdn.shop.example and api.shop.example).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { API_ORIGIN, STOREFRONT_ORIGIN } from './origins'
import { expect, test } from './fixtures'

const DIST = path.resolve(__dirname, '../dist')
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
}

let cdn: http.Server

test.beforeAll(async () => {
  // A plain static host: the build's files, config.js pointing at the API, index.html for every page.
  cdn = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', STOREFRONT_ORIGIN).pathname)
    if (pathname === '/config.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(`window.__SHOP_CONFIG__ = { apiBaseUrl: '${API_ORIGIN}/api', contentBaseUrl: '${API_ORIGIN}/content' }`)
      return
    }
    const file = path.join(DIST, path.normalize(pathname))
    const asset = file.startsWith(DIST) && pathname !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()
    res.writeHead(200, { 'content-type': asset ? (TYPES[path.extname(file)] ?? 'application/octet-stream') : 'text/html; charset=utf-8' })
    res.end(fs.readFileSync(asset ? file : path.join(DIST, 'index.html')))
  })
  await new Promise<void>((resolve) => cdn.listen(Number(new URL(STOREFRONT_ORIGIN).port), '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => cdn.close(resolve))
})

test('a storefront on another origin: add to bag and sign in, every call answered across origins with the session', async ({ page, request }) => {
  const listed = await request.post('/api/getProducts', { data: { per_page: 60 }, headers: { 'Accept-Language': 'en' } })
  const { products } = (await listed.json()).psdata as {
    products: { id_product: number; link_rewrite: string; id_product_attribute: number; quantity: number }[]
  }
  const product = products.find((p) => p.id_product_attribute === 0 && p.quantity >= 5)!

  const crossOrigin: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${API_ORIGIN}/api/`))
      crossOrigin.push(`${response.status()} ${response.headers()['access-control-allow-origin'] ?? 'no CORS'}`)
  })
  await page.goto(`${STOREFRONT_ORIGIN}/en/${product.id_product}-${product.link_rewrite}.html`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('dialog', { name: 'Your bag' }).getByText('Product Added To Cart')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'Shopping bag, 1 item' })).toBeAttached()

  await page.goto(`${STOREFRONT_ORIGIN}/en/login`)
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Demo-Shop-2026!')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${STOREFRONT_ORIGIN}/en/my-account`)
  // The guest's bag came along into the customer's, through the cookie the API set across origins.
  await expect(page.getByRole('link', { name: /^Shopping bag, \d+ items?$/ })).toBeAttached()
  expect(crossOrigin.length).toBeGreaterThan(3)
  expect(crossOrigin.every((answer) => /^2\d\d /.test(answer) && answer.endsWith(STOREFRONT_ORIGIN))).toBe(true)
})
