// Screenshots of every checkout step, a guest's way from a filled bag to the confirmation, for a person to look at:
//   npx tsx scripts/checkoutScreenshots.ts [baseUrl] [lang …]   (default http://localhost:3000, en and de)
// The bag, address and carrier are set through the API (the page shares its cookies); each step is then opened by
// its URL and photographed at phone and laptop width; a test card pays, and the success page is the last picture.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { chromiumLaunch } from './lib/chromium'

const [base = 'http://localhost:3000', ...langs] = process.argv.slice(2)
// Not under test-results/: Playwright empties that folder when a run starts.
const out = path.resolve(__dirname, '../data/screenshots/checkout')
const ROMA = {
  firstname: 'Giulia',
  lastname: 'Bianchi',
  address1: 'Via Cavour',
  house_number: '10',
  postcode: '00184',
  city: 'Roma',
  state: 'RM',
  country_iso: 'IT',
  phone: '+39 06 1234567',
}

async function call(page: Page, lang: string, name: string, data: Record<string, unknown> = {}) {
  const response = await page.request.post(`${base}/api/${name}`, { data, headers: { 'Accept-Language': lang } })
  if (!response.ok()) throw new Error(`${name}: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { psdata: Record<string, unknown> }).psdata
}

async function shoot(page: Page, file: string) {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: path.join(out, file), fullPage: true })
  console.log(file)
}

async function walk(page: Page, lang: string, width: string) {
  await page.goto(`${base}/${lang}`)
  const products = (await call(page, lang, 'getProductsBestsellers', { per_page: 6 })).products as { id_product: number; quantity: number }[]
  for (const p of products.filter((x) => x.quantity > 3).slice(0, 2)) await call(page, lang, 'createCartItem', { id_product: p.id_product })
  await page.goto(`${base}/${lang}/checkout`)
  await shoot(page, `${width}-${lang}-1-contact.png`)
  await call(page, lang, 'updateCheckoutAddress', { email: `shots-${Date.now()}@example.com`, delivery_address: ROMA })
  for (const step of ['shipping', 'billing']) {
    await page.goto(`${base}/${lang}/checkout?step=${step}`)
    await shoot(page, `${width}-${lang}-2-${step}.png`)
  }
  await page.goto(`${base}/${lang}/checkout?step=delivery`)
  await shoot(page, `${width}-${lang}-3-delivery.png`)
  await call(page, lang, 'updateCheckoutCarrier', { id_carrier: 1 })
  await page.goto(`${base}/${lang}/checkout?step=payment`)
  await page.getByRole('radio').first().check()
  await shoot(page, `${width}-${lang}-4-payment.png`)
  await page.getByRole('radio', { name: 'PayPal' }).check()
  await page.locator('form:has([name="gateway"]) button[type="submit"], main form button[type="submit"]').last().click()
  await page.waitForURL(/step=review/)
  await shoot(page, `${width}-${lang}-5-review.png`)
  const placed = await call(page, lang, 'createOrder', {
    gateway: 'CREDITCARD',
    terms_accepted: true,
    card: { name: 'Giulia Bianchi', number: '4242424242424242', expiry: '12/30', cvv: '123' },
  })
  const reference = (placed.order as { reference: string }).reference
  await page.goto(`${base}/${lang}/checkout/success?order=${reference}`)
  await shoot(page, `${width}-${lang}-6-success.png`)
  await page.goto(`${base}/${lang}/checkout/failed?order=${reference}&reason=declined`)
  await shoot(page, `${width}-${lang}-7-failed.png`)
}

async function main() {
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch(chromiumLaunch)
  for (const [width, viewport] of [
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const lang of langs.length ? langs : ['en', 'de']) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
      await walk(await context.newPage(), lang, width)
      await context.close()
    }
  }
  await browser.close()
}

void main()
