import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } })
const page = await context.newPage()
const TAG = 'https://stats.example.test/tag.js'
await page.addInitScript((src) => {
  let config = {}
  Object.defineProperty(window, '__SHOP_CONFIG__', { configurable: true, get: () => config, set: (value) => { config = { ...value, consent: { policyVersion: 1, privacyPage: 'privacy', tags: [{ type: 'script', src, category: 'statistics', cookies: ['e2e_stats'] }] } } } })
  window.__SHOP_CONFIG__ = {}
}, TAG)
await page.route(TAG, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__statsRuns = (window.__statsRuns || 0) + 1' }))
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('load', () => console.log('LOAD'))
await page.goto('http://localhost:3100/de')
await page.getByRole('region', { name: 'Ihre Privatsphäre' }).getByRole('button', { name: 'Alle akzeptieren' }).click()
await page.waitForTimeout(1500)
console.log('runs', await page.evaluate(() => window.__statsRuns))
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
await dialog.getByRole('switch', { name: 'Statistik' }).uncheck()
await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
await page.waitForTimeout(3000)
console.log('runs after', await page.evaluate(() => window.__statsRuns), await page.evaluate(() => localStorage.getItem('persist:storefront')?.slice(0, 300)))
await browser.close()
