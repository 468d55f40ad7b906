// Issue "Consent, country and offline": the cookie consent of a first visit really gates the shop's tags and
// preferences, in the shopper's language, and can be changed (withdrawn) at any time from the footer.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

const TAG = 'https://stats.example.test/tag.js'

/** The deployment's config.js declares a statistics tag (written over whatever the page's config.js says). The
 * tag, served here, leaves a cookie and counts its runs: proof that it ran. */
async function shopWithStatisticsTag(page: Page) {
  await page.addInitScript((src) => {
    let config: Record<string, unknown> = {}
    Object.defineProperty(window, '__SHOP_CONFIG__', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => {
        config = {
          ...value,
          consent: { policyVersion: 1, privacyPage: 'privacy', tags: [{ type: 'script', src, category: 'statistics', cookies: ['e2e_stats'] }] },
        }
      },
    })
    window.__SHOP_CONFIG__ = {}
  }, TAG)
  await page.route(TAG, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'document.cookie = "e2e_stats=1; path=/"; window.__statsRuns = (window.__statsRuns || 0) + 1' }),
  )
}

const tagRuns = (page: Page) => page.evaluate(() => (window as unknown as { __statsRuns?: number }).__statsRuns ?? 0)
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name)
const stored = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('persist:storefront') ?? '{}') as Record<string, string>)
const consentSignals = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)).filter(([command]) => command === 'consent'),
  )

// The tag is put into the page's config by the test rather than by the server's config.js, so the page's
// Content-Security-Policy (made from config.js) cannot know its host: the policy is set aside here, and its
// allowing of configured tags is proven in server/test/security.test.ts.
test.use({ consentAnswered: false, bypassCSP: true })

test.describe('cookie consent', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a first visit on a phone: "Reject all" runs no tag, keeps no preference, and is remembered', async ({ page }) => {
    await shopWithStatisticsTag(page)
    await page.goto('/en/10-clothing')
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    // The page's heading stays in view above the banner.
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeInViewport()
    await expectNoAxeViolations(page)
    expect(await consentSignals(page)).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]])

    // The shop stays usable before the answer: a drawer opened meanwhile covers the banner, and the button at the
    // drawer's end can be pressed (a click fails when something lies over its target).
    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByRole('button', { name: /^Show \d+ products$/ }).click()
    await expect(page.getByRole('button', { name: /^Show \d+ products$/ })).toBeHidden()
    await expect(banner).toBeVisible()

    await banner.getByRole('button', { name: 'Reject all' }).click()
    await expect(banner).toBeHidden()
    await expect(page.locator('#main')).toBeFocused()
    // A preference (the list view) works for this visit but is not stored without consent.
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(async () => JSON.parse((await stored(page)).consent ?? '{}').record?.choice)
      .toEqual({ preferences: false, statistics: false, marketing: false })
    expect((await stored(page)).catalogView).toBeUndefined()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Grid', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.waitForLoadState('networkidle')
    await expect(banner).toBeHidden()
    expect(await tagRuns(page)).toBe(0)
    expect(await cookieNames(page)).not.toContain('e2e_stats')
  })
})

test.describe('cookie consent on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('customised in German: the statistics tag runs once allowed, and withdrawing it from the footer stops it and deletes its cookie', async ({ page }) => {
    await shopWithStatisticsTag(page)
    await page.goto('/de')
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' })
    await banner.getByRole('button', { name: 'Anpassen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
    await expect(dialog.getByRole('switch', { name: 'Notwendig (Immer aktiv)' })).toBeDisabled()
    await expectNoAxeViolations(page)
    await dialog.getByRole('switch', { name: 'Statistik' }).check()
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => tagRuns(page)).toBe(1)
    expect(await cookieNames(page)).toContain('e2e_stats')
    expect((await consentSignals(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })])

    // Remembered: the next page runs the tag again, without asking.
    await page.reload()
    await expect.poll(() => tagRuns(page)).toBe(1)
    await expect(banner).toBeHidden()

    // Withdrawn from the footer: the page reloads without the tag, and its cookie is gone.
    // (The footer is drawn when the shopper comes near it.)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect(dialog.getByRole('switch', { name: 'Statistik' })).toBeChecked()
    await dialog.getByRole('switch', { name: 'Statistik' }).uncheck()
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
    await reloaded
    await page.waitForLoadState('networkidle')
    expect(await tagRuns(page)).toBe(0)
    expect(await cookieNames(page)).not.toContain('e2e_stats')
    await expect(banner).toBeHidden()
  })
})
