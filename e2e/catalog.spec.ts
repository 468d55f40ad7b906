// Issue "Catalogue": browsing journeys against the reference API — home to a filtered, sorted category and on to a
// product; search results; brand pages by theme; a content page whose HTML tries to inject script; German pages.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, setShopSettings, test } from './fixtures'

/** The current price of each card in the list, in order: the first amount a card says (a reduced price first). */
async function cardPrices(page: Page, list: string): Promise<number[]> {
  const texts = await page.getByRole('list', { name: list }).getByRole('article').allTextContents()
  return texts.map((text) => Number((/€([\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')))
}

/**
 * The tab's clock stands still (timers run) from its first page on, and a test moves it on with clockAhead: the
 * freshness window's 5 s are then exact on a machine of any speed, and pass without waiting. Only Date: Playwright's
 * page.clock also replaces `performance`, whose navigation entry tells the app that a page came from the browser's
 * cache.
 */
function standingDate() {
  const RealDate = Date
  if (!sessionStorage.getItem('e2e-now')) sessionStorage.setItem('e2e-now', String(RealDate.now()))
  const now = () => Number(sessionStorage.getItem('e2e-now'))
  class StandingDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [now()]) as [number]))
    }
    static override now() {
      return now()
    }
  }
  globalThis.Date = StandingDate as DateConstructor
}
const clockAhead = (page: Page, ms: number) =>
  page.evaluate((by) => sessionStorage.setItem('e2e-now', String(Number(sessionStorage.getItem('e2e-now')) + by)), ms)

/** The browser took the current page from its cache (what going back to a loaded page does here). */
const pageFromBrowserCache = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType === 'cache')

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
    // The previous order stays on screen (marked busy once its request has left, after the next paint) until the
    // sorted list arrives: the shopper waits for the prices in ascending order.
    const ascending = async () => {
      const prices = await cardPrices(page, 'Clothing')
      return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
    }
    await expect.poll(ascending, { message: 'the cards in ascending price' }).toBe(true)
    await expect(page.getByRole('list', { name: 'Clothing' })).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByRole('list', { name: 'Clothing' }).getByRole('article').first()).toContainText(brandName, { ignoreCase: true })
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
    await page.addInitScript(standingDate)
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
    // The page's clock: the freshness window passes without waiting for it.
    await page.clock.install()
    await page.goto('/en/10-clothing')
    // The app is live: the product opens inside it (a click before that is a page load: the next test).
    await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true)
    const list = page.getByRole('list', { name: 'Clothing' })
    const cards = list.getByRole('article')
    await expect(cards.nth(11)).toBeVisible()
    await cards.nth(11).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    const name = (await cards.nth(11).getByRole('heading', { level: 3 }).textContent()) ?? ''
    await cards.nth(11).getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    // Longer than the freshness window (spec §7: 5 s).
    await page.clock.fastForward(6_000)

    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getProducts')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    await expect(cards.nth(11)).toHaveText(new RegExp(name))
    expect((await refreshed).ok()).toBe(true)
    // The refreshed list is drawn in place: the shopper stays where they were.
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('back to a list whose page the browser kept (the product was a page load): asked again once older than 5 s, not within them', async ({ page }) => {
    await page.addInitScript(standingDate)
    const getProducts: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/getProducts') getProducts.push(request.url())
    })
    await page.goto('/en/10-clothing')
    await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true)
    const product = (await page.getByRole('list', { name: 'Clothing' }).getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? ''

    // Within the window: the browser's copy of the list, as it was, and no call.
    await page.goto(product)
    await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true)
    await page.goBack()
    await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true)
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    expect(await pageFromBrowserCache(page)).toBe(true)
    expect(getProducts).toEqual([])

    // Past it (the tab's clock 6 s on): the copy is shown and the list asked for again.
    await page.goto(product)
    await page.waitForFunction(() => (window as { __appLive?: boolean }).__appLive === true)
    await clockAhead(page, 6_000)
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getProducts')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    expect(await pageFromBrowserCache(page)).toBe(true)
    expect((await refreshed).ok()).toBe(true)
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

test.describe('filters on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('in German, by keyboard: the drawer opens, the ticked box keeps the focus as the list changes, Escape closes it', async ({ page }) => {
    await page.goto('/de/10-kleidung')
    await expect(page.getByRole('status')).toHaveText(/\d+ Produkte/)
    // The drawer's code loads on this first press.
    await page.getByRole('button', { name: 'Filter', exact: true }).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Filter' })
    await expect(drawer).toBeVisible()
    // Its last button says how many products the filters leave (the page behind it is hidden from assistive technology).
    const close = drawer.getByRole('button').last()
    const before = await close.textContent()
    const box = drawer.getByRole('checkbox').first()
    await box.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\?filters=/)
    await expect(close).not.toHaveText(before ?? '')
    await expect(box).toBeChecked()
    await expect(box).toBeFocused()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused()
  })
})
