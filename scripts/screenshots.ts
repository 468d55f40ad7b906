// Takes screenshots of pages in every language from a running shop, for a person to look at:
//   npx tsx scripts/screenshots.ts [baseUrl] [path …]   (default http://localhost:3000, /cart and a 404)
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { LOCALES } from '@contract/locales'
import { chromiumLaunch } from './lib/chromium'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['', '/cart', '/no/such/page']
const out = path.resolve(__dirname, '../test-results/screenshots')

async function main() {
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch(chromiumLaunch)
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    for (const lang of LOCALES) {
      for (const p of pages) {
        await page.goto(`${base}/${lang}${p}`, { waitUntil: 'networkidle' })
        const file = path.join(out, `${name}-${lang}${p.replace(/\//g, '_') || '_home'}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
    }
    await context.close()
  }
  await browser.close()
}

void main()
