// Server-rendered first paint: each public page arrives rendered, hydrates without an error or a second request
// for its data, and goes on as the SPA; without JavaScript the product is still there; status codes mean
// something; the shopper's own bag and name arrive after hydration.
import type { Page, Request } from '@playwright/test'
import { expect, expectNoAxeViolations, isSanitiserReport, setShopSettings, test } from './fixtures'

// `short`: the footer is in view on arrival, so the browser draws it (Layouts.tsx) — styles of its own.
const PAGES = [
  { path: '/en', call: 'getProductsFeatured' },
  { path: '/de/3-bekleidung', call: 'getProducts' },
  { path: '/en/1-organic-cotton-crew-neck-t-shirt-white.html', call: 'getProduct' },
  { path: '/fr/1-t-shirt-col-rond-en-coton-bio-blanc.html', call: 'getProduct' },
  { path: '/de/ueber-uns', call: 'getContent', short: true },
  { path: '/it/brands', call: 'getBrands' },
  { path: '/es/brands/3-corsa-nera', call: 'getBrand' },
  { path: '/en/search?q=jacket', call: 'search' },
]

/** Errors on the page (a hydration mismatch is one) and the calls it makes. */
function watch(page: Page) {
  const errors: string[] = []
  const calls: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // A missing picture is not the page's error: the demo About page keeps the <img src=x> of its sanitising
    // example (its onerror is gone).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && !isSanitiserReport(message.text())) errors.push(message.text())
  })
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/') || path.startsWith('/content/')) calls.push(path.split('/').pop()!)
  })
  return { errors, calls }
}

/** Holds the app's main script back until released: the page is on screen but not yet live. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.unroute('**/assets/main.*.js')
  await page.route('**/assets/main.*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Hydrated: React has attached itself to the server's elements. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('h1')
        .first()
        .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
}

/**
 * The classes whose rules the browser's Emotion inserted. For a returning shopper's page with nothing drawn only in
 * the browser, any is styling the server had done, done again while hydrating: its style tags hold every class it
 * rendered, the components' inner layers too (renderPage.tsx).
 */
function stylesInsertedInBrowser(page: Page) {
  return page.evaluate(() => {
    const sheets = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'))
    const classOf = (rule: CSSRule) => /\.(css-[\w-]+)/.exec((rule as CSSStyleRule).selectorText ?? (rule as CSSGroupingRule).cssRules?.[0]?.cssText ?? '')?.[1]
    return [...new Set(sheets.flatMap((sheet) => Array.from(sheet.sheet?.cssRules ?? []).map(classOf)).filter(Boolean))]
  })
}

test.describe('server-rendered pages', () => {
  for (const { path, call, short } of PAGES) {
    test(`${path} arrives rendered, hydrates cleanly and does not ask again for ${call}`, async ({ page }) => {
      const { errors, calls } = watch(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const html = await response!.text()
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      await expectHydrated(page)
      await page.waitForLoadState('networkidle')
      expect(calls).not.toContain(call)
      expect(errors).toEqual([])
      if (!short) expect(await stylesInsertedInBrowser(page)).toEqual([])
      await expectNoAxeViolations(page)
    })
  }

  test('after hydration the shop is the SPA: a link from a category opens the product without loading a document', async ({ page }) => {
    const { errors } = watch(page)
    await page.goto('/en/10-clothing')
    await expectHydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const first = page.getByRole('main').locator('a[href$=".html"]').first()
    const name = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\.html$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.slice(0, 10))
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(errors).toEqual([])
  })

  test('the main picture is on the screen before the app’s scripts start; the app’s manifest is linked once live, in the page’s language', async ({ page }) => {
    await page.goto('/fr/1-t-shirt-col-rond-en-coton-bio-blanc.html')
    await expectHydrated(page)
    const { painted, scriptsStarted } = await page.evaluate(async () => {
      // Element Timing keeps the paints of marked elements for an observer that asks for them afterwards (buffered).
      const painted = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'main-picture')
          if (entry) resolve((entry as PerformanceEntry & { renderTime: number }).renderTime)
        }).observe({ type: 'element', buffered: true }),
      )
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'script')
      return { painted, scriptsStarted: Math.min(...scripts.map((e) => e.startTime)) }
    })
    expect(painted).toBeGreaterThan(0)
    expect(scriptsStarted).toBeGreaterThan(painted)
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.fr.webmanifest')
  })

  test('without JavaScript a product shows its name, price, picture and breadcrumbs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/de/1-rundhals-t-shirt-aus-bio-baumwolle-weiss.html')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rundhals-T-Shirt/)
    await expect(
      page
        .getByRole('main')
        .getByText(/\d+,\d\d\s€/)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: /Brotkrümel|Breadcrumb/i })).toBeVisible()
    await context.close()
  })

  test('an unknown page answers 404 and maintenance answers 503 with Retry-After', async ({ page }) => {
    const missing = await page.goto('/en/999-no-such-product.html')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await setShopSettings(page, { maintenance_mode: true })
    try {
      const closed = await page.goto('/it/3-vestiario')
      expect(closed?.status()).toBe(503)
      expect(closed?.headers()['retry-after']).toBeTruthy()
      await expect(page.getByText('503')).toBeVisible()
    } finally {
      await setShopSettings(page, { maintenance_mode: false })
    }
  })

  test('what a shopper does before the app is live is not lost: a click on "Add to bag", a click into the search, words typed there', async ({ page }) => {
    const release = await holdMainScript(page)
    await page.goto('/en/1-organic-cotton-crew-neck-t-shirt-white.html', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Add to bag' }).click()
    release()
    await expect(page.getByRole('dialog', { name: 'Your bag' }).getByText('Product Added To Cart')).toBeVisible()

    await page.setViewportSize({ width: 1440, height: 800 })
    const releaseAgain = await holdMainScript(page)
    await page.goto('/en/10-clothing', { waitUntil: 'domcontentloaded' })
    await page.getByRole('banner').getByRole('textbox', { name: 'Search products' }).click()
    await page.keyboard.type('merino')
    releaseAgain()
    const box = page.getByRole('combobox', { name: 'Search products' })
    await expect(box).toBeFocused()
    await expect(box).toHaveValue('merino')
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible()

    // Typed, then a tap elsewhere before the page is live: Enter once it is live searches that text.
    const releaseOnceMore = await holdMainScript(page)
    await page.goto('/en/10-clothing', { waitUntil: 'domcontentloaded' })
    const field = page.getByRole('banner').getByRole('textbox', { name: 'Search products' })
    await field.fill('merino')
    await page.getByRole('heading', { level: 1 }).click()
    releaseOnceMore()
    // Live: hydrated and the shopper's state in (the flag the measuring scripts wait for).
    await page.waitForFunction(() => (window as { __appSettled?: boolean }).__appSettled === true)
    await field.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=merino$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('merino')
  })

  test('without JavaScript the header search opens the results page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 800 } })
    const page = await context.newPage()
    await page.goto('/de/10-kleidung')
    await page.getByRole('banner').getByRole('textbox', { name: 'Produkte suchen' }).fill('merino')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=merino$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('merino')
    await context.close()
  })

  test('a signed-in shopper sees their bag count and account after hydration', async ({ page }) => {
    const email = `e2e-ssr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const registered = await page.request.post('/api/register', {
      data: { email, password: 'Passw0rd!x', firstname: 'Giulia', lastname: 'Romano', terms_accepted: true },
    })
    expect(registered.ok()).toBe(true)
    const added = await page.request.post('/api/createCartItem', { data: { id_product: 7, quantity: 2 } })
    expect(added.ok()).toBe(true)
    const response = await page.goto('/en/10-clothing')
    // The shared HTML knows nobody…
    expect(await response!.text()).not.toContain('Giulia')
    // …the page learns who is here once it runs.
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Shopping bag, 2 items' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible()
  })
})
