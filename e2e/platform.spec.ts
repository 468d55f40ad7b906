// Issue "Platform": the locale router, the language switcher, the error pages and maintenance mode.
import { expect, expectNoAxeViolations, setShopSettings, test } from './fixtures'

test.describe('locale router', () => {
  test('sends / to the browser’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('drops a trailing slash', async ({ page }) => {
    await page.goto('/de/cart/')
    await expect(page).toHaveURL(/\/de\/cart$/)
  })

  test('switches language on the same page and remembers it', async ({ page, context }) => {
    await page.goto('/en/cart')
    await page.getByRole('banner').getByLabel('Language').selectOption('fr')
    await expect(page).toHaveURL(/\/fr\/cart$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('fr')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
    await expectNoAxeViolations(page)
  })

  test('announces the other languages to search engines', async ({ page }) => {
    await page.goto('/it/cart')
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/cart$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/cart$/)
  })
})

test.describe('error pages', () => {
  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/en/this/page/does-not-exist')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Go back home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  test('the 404 page speaks the page’s language', async ({ page }) => {
    await page.goto('/de/gibt/es/nicht')
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible()
  })

  test('maintenance mode shows the 503 page in the maintenance layout', async ({ page }) => {
    await setShopSettings(page, { maintenance_mode: true })
    try {
      await page.goto('/en/cart')
      await expect(page.getByText("The website is under maintenance. We'll be back shortly.")).toBeVisible()
      await expect(page.getByText('Please try again in a few minutes.')).toBeVisible()
      await expect(page.getByText('503', { exact: true })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
      await expectNoAxeViolations(page)
    } finally {
      await setShopSettings(page, { maintenance_mode: false })
    }
    await page.goto('/en/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping bag' })).toBeVisible()
  })
})
