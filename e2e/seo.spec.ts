// The shop as search engines and link-preview bots see it: a crawl of the sitemap in the five languages
// (scripts/lib/seoCrawl.ts: 200 HTML to `Accept: */*`, canonical = itself, hreflang = the sitemap's, reciprocal,
// structured data) — the home, brand list and content pages and eight products, categories and brands, each in every
// language (all 945 URLs take three minutes of server rendering; `npm run test:seo -- <url>` reads them all) — and the same links after the
// app has moved to a page in the browser.
import { crawlShop } from '../scripts/lib/seoCrawl'
import { API_ORIGIN } from './origins'
import { expect, test } from './fixtures'

test('the sitemap’s pages tell crawlers the truth about themselves and their other languages', async () => {
  // Hundreds of pages, each rendered on the server once.
  test.setTimeout(300_000)
  const { pages, problems } = await crawlShop(API_ORIGIN, { sample: 8 })
  expect(pages).toBeGreaterThan(5 * (3 * 8 + 1 + 5))
  expect(problems).toEqual([])
})

test('a page opened inside the app names its own alternates and canonical, as the server would', async ({ page }) => {
  await page.goto('/it')
  await page.getByRole('link', { name: 'Scopri l’abbigliamento' }).click()
  await expect(page).toHaveURL(/\/it\/10-abbigliamento$/)
  const id = 10
  const links = async () =>
    page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    )
  await expect.poll(links).toMatchObject({ it: `${API_ORIGIN}/it/${id}-abbigliamento`, de: `${API_ORIGIN}/de/${id}-kleidung` })
  expect((await links())['x-default']).toBe((await links()).en)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${API_ORIGIN}/it/${id}-abbigliamento`)
  // And the server says the same of that address.
  const html = await (await page.request.get(page.url(), { headers: { accept: '*/*' } })).text()
  expect(html).toContain(`hrefLang="de" href="${API_ORIGIN}/de/${id}-kleidung"`)
})
