// Issue "Consent, country and offline": the shop without a connection — pages already seen open from the service
// worker's copy, any other page leads to the offline page of its language, which lists what can still be opened
// and tries the page again once the connection is back.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

test.use({ serviceWorkers: 'allow' })

/** The service worker controls the page (it claims it on first install). */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 15_000 }).toBe(true)
}

test('offline: a page seen before opens from the device, another leads to the offline page, and "Try again" works once back online', async ({
  page,
  context,
}) => {
  await page.goto('/en/10-clothing')
  await controlled(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
  // A product opened from the list inside the app: no page load the worker could see, yet kept too.
  const card = page.getByRole('list', { name: 'Clothing' }).getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')
  const productName = (await card.textContent())!
  const productPath = (await card.getAttribute('href'))!
  await card.click()
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  // The landing page (loaded before the worker was there) and the product are in the worker's cache.
  for (const path of ['/en/10-clothing', productPath]) {
    await expect.poll(() => page.evaluate(async (p) => Boolean(await (await caches.open('pages')).match(p)), path), { timeout: 10_000 }).toBe(true)
  }
  await page.goto('/en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Everything the page fetches (its lazy chunks) has arrived: a chunk cut off by going offline makes the page
  // reload itself (the chunk reload guard), which would abort the next navigation.
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await page.goto('/en/10-clothing')
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Clothing' }).getByRole('article').first()).toBeVisible()
  // What needs the shop's server says so, and changes nothing (quick add on the kept home page).
  await page.goto('/en')
  await page
    .getByRole('button', { name: /^Add .+ to bag$/ })
    .first()
    .click()
  await expect(page.getByText('Product not added to cart: there is no connection, and the bag is kept on our side. Nothing was changed.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Shopping bag, empty' })).toBeVisible()

  // Inside the app, a page never seen: the offline page, not a broken page.
  await page.goto('/en/brands')
  await expect(page).toHaveURL(/\/en\/offline\?from=%2Fen%2Fbrands$/)
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  const kept = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Clothing' }) })
  await expect(kept.getByRole('link', { name: 'Clothing' })).toHaveAttribute('href', '/en/10-clothing')
  await expect(kept.getByRole('link', { name: productName })).toHaveAttribute('href', productPath)
  await expectNoAxeViolations(page)

  // The product seen inside the app opens offline.
  await kept.getByRole('link', { name: productName }).click()
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()

  await kept.getByRole('link', { name: 'Clothing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
  // A link inside the app to a page never seen, while offline: the offline page too.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/en\/brands$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
})

test('offline in German: the offline page speaks German', async ({ page, context }) => {
  await page.goto('/de')
  await controlled(page)
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await page.goto('/de/quienes-somos-nie-gesehen')
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  await context.setOffline(false)
})

test('a new version: the shop offers it, and "Reload" brings it in with a single reload', async ({ page }) => {
  await page.goto('/en/10-clothing')
  await controlled(page)
  let loads = 0
  page.on('load', () => loads++)
  try {
    // Deployed meanwhile: the service worker script is another one now, which the browser finds on its next check.
    expect((await page.request.post('/sandbox/test/service-worker', { data: { revision: 'next' } })).ok()).toBe(true)
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()))
    const notice = page.getByText('A new version of the shop is available.')
    await expect(notice).toBeVisible({ timeout: 15_000 })
    // Nothing happens without the shopper's word: the page is the same one.
    expect(loads).toBe(0)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Reload' }).click()
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible()
    // The new version is the one in control, nothing is waiting, and the page does not reload again.
    // Settled: the active worker controls the page and none is installing or waiting, so nothing is left that could
    // change the controller and reload the page again.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          const active = registration?.active
          return Boolean(active && !registration.installing && !registration.waiting && navigator.serviceWorker.controller?.scriptURL === active.scriptURL)
        }),
      )
      .toBe(true)
    expect(loads).toBe(1)
    await expect(notice).toBeHidden()
  } finally {
    await page.request.post('/sandbox/test/service-worker', { data: {} })
  }
})
