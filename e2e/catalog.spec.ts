// Issue "Catalogue": browsing journeys against the reference API — home to a filtered, sorted category and on to a
// product; search results; brand pages by theme; a content page whose HTML tries to inject script; German pages.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, setShopSettings, test } from './fixtures'

/** The current price of each card in the list, in order: the first amount a card says (a reduced price first). */
async function cardPrices(page: Page, list: string): Promise<number[]> {
  const texts = await page.getByRole('list', { name: list }).getByRole('article').allTextContents()
  return texts.map((text) => Number((/€([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')))
}

test.describe('browsing the catalogue', () => {
  test('home → category → filter and sort → product → another variant', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Shop clothing' }).click()
    await expect(page).toHaveURL(/\/en\/10-clothing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/\d+ products/)
    await expectNoAxeViolations(page)

    const filters = page.getByRole('complementary', { name: 'Filters' })
    const brand = filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first()
    const brandLabel = (await brand.locator('xpath=ancestor::label').textContent()) ?? ''
    // The box shows checked once the filtered list has arrived.
    await brand.click()
    await expect(page).toHaveURL(/filters=/)
    await expect(filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { checked: true })).toHaveCount(1)
    const brandName = brandLabel.replace(/\s*\(\d+\)$/, '')
    await expect(page.getByRole('button', { name: `Remove filter Brand: ${brandName}` })).toBeVisible()

    await page.getByLabel('Sort by').selectOption('price_asc')
    await expect(page).toHaveURL(/order=price_asc/)
    await expect(page.getByRole('list', { name: 'Clothing' }).getByRole('article').first()).toContainText(brandName, { ignoreCase: true })
    // The previous order stays on screen, marked busy, until the sorted list arrives.
    await expect(page.getByRole('list', { name: 'Clothing' })).toHaveAttribute('aria-busy', 'false')
    const prices = await cardPrices(page, 'Clothing')
    expect(prices.length).toBeGreaterThan(0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await expectNoAxeViolations(page)

    // A guest's heart is kept in this browser across a reload.
    const firstCard = page.getByRole('list', { name: 'Clothing' }).getByRole('article').first()
    const heart = firstCard.getByRole('button', { name: /^Save .* to my wishlist$/ })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(
      page
        .getByRole('list', { name: 'Clothing' })
        .getByRole('article')
        .first()
        .getByRole('button', { name: /to my wishlist$/ }),
    ).toHaveAttribute('aria-pressed', 'true')

    // Back undoes the sort, then the filter: both live in the URL.
    await page.goBack()
    await expect(page).not.toHaveURL(/order=/)
    await page.goForward()
    await expect(page).toHaveURL(/order=price_asc/)

    const first = page.getByRole('list', { name: 'Clothing' }).getByRole('heading', { level: 3 }).first()
    const name = (await first.textContent()) ?? ''
    await first.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const radios = page.getByRole('radio')
    if ((await radios.count()) > 1) {
      await radios.nth(1).locator('xpath=..').click()
      await expect(page).toHaveURL(/\?variant=\d+$/)
    }
    await expectNoAxeViolations(page)
  })

  test('back from a product to its list within the freshness window asks for nothing and restores the scroll', async ({ page }) => {
    await page.goto('/en/10-clothing')
    const cards = page.getByRole('list', { name: 'Clothing' }).getByRole('article')
    await expect(cards.nth(11)).toBeVisible()
    await cards.nth(11).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)
    const name = (await cards.nth(11).getByRole('heading', { level: 3 }).textContent()) ?? ''
    await cards.nth(11).getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

    const calls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url())
    })
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    await expect(cards.nth(11)).toHaveText(new RegExp(name))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    expect(calls).toEqual([])
  })

  test('back to a list after the freshness window: shown at once from the cache, refreshed in the background, the scroll kept', async ({ page }) => {
    await page.goto('/en/10-clothing')
    // The app is live: the product opens inside it (a click before that is a page load, and going back then
    // brings the list from the server or the browser's back-forward cache, without a call).
    await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true)
    const cards = page.getByRole('list', { name: 'Clothing' }).getByRole('article')
    await expect(cards.nth(11)).toBeVisible()
    await cards.nth(11).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    const name = (await cards.nth(11).getByRole('heading', { level: 3 }).textContent()) ?? ''
    await cards.nth(11).getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    // Longer than the freshness window (spec §7: 5 s).
    await page.waitForTimeout(5_500)

    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getProducts')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    await expect(cards.nth(11)).toHaveText(new RegExp(name))
    expect((await refreshed).ok()).toBe(true)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('search results: a query, its count, and an empty search that offers popular products', async ({ page }) => {
    await page.goto('/en/search?q=merino')
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “merino”' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/[1-9]\d* products?/)
    await expect(page.getByRole('list', { name: 'Results for “merino”' }).getByRole('article').first()).toContainText(/merino/i)
    await expectNoAxeViolations(page)

    const main = page.getByRole('main')
    await main.getByLabel('Search the shop').fill('zzqxv')
    await main.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/search\?q=zzqxv$/)
    await expect(page.getByText('Nothing matches “zzqxv”', { exact: false })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Popular right now' })).toBeVisible()
  })

  test('brand pages exist with the blue theme and are the 404 page with another', async ({ page }) => {
    await page.goto('/en/brands')
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
    await expectNoAxeViolations(page)
    const firstBrand = page.locator('main a[href^="/en/brands/"]').first()
    const brandName = ((await firstBrand.locator('p').first().textContent()) ?? '').trim()
    await firstBrand.click()
    await expect(page).toHaveURL(/\/en\/brands\/\d+-[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/\d+ products?/)
    await expectNoAxeViolations(page)

    await setShopSettings(page, { theme: 'default' })
    try {
      await page.goto('/en/brands')
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Brands' })).toHaveCount(0)
    } finally {
      await setShopSettings(page, { theme: 'blue' })
    }
  })

  test('a content page renders its HTML without running the script it tries to inject', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/en/about-us')
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible()
    // The page's own structured data (a JSON-LD data block, never run) is the only script in it.
    await expect(article.locator('script:not([type="application/ld+json"]), [onerror], a[href^="javascript:"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(dialogs).toEqual([])

    await page.goto('/en/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })

  test('in German: German texts and prices like "29,00 €"', async ({ page }) => {
    await page.goto('/de/10-kleidung')
    await expect(page.getByRole('heading', { level: 1, name: 'Kleidung' })).toBeVisible()
    await expect(page.getByLabel('Sortieren nach')).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/\d+ Produkte/)
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/\d+,\d{2}\s€/)
    // The footer is drawn when the shopper comes near it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(page.getByRole('contentinfo')).toContainText('150,00 €')
    await expectNoAxeViolations(page)
  })
})
