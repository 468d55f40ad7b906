// Issue #23: the shop's e-commerce events, read from Google Tag Manager's dataLayer and Matomo's _paq in Chromium.
// The tags are declared the way a shop does it (config.js consent.tags); their hosts are answered here with an
// empty script, so nothing leaves the machine and the queues are what the shop itself put there.
import type { Page } from '@playwright/test'
import {
  CARD_APPROVES,
  CARD_DECLINES,
  expectConfirmation,
  fillBag,
  guestEmail,
  guestToReview,
  pickProduct,
  placeOrder,
  germanGuestToReview,
  type Listed,
} from './checkoutSupport'
import { expect, test } from './fixtures'

const MATOMO = 'https://matomo.e2e.test/'
const TAGS = [
  { type: 'gtm', id: 'GTM-E2ETEST', category: 'statistics' },
  { type: 'matomo', url: MATOMO, siteId: 1, category: 'statistics' },
]

/** The shop's config.js with the tags, Google's and Matomo's hosts answered locally (and counted), and every event
 * pushed into either queue recorded across page loads. */
async function shopWithTags(page: Page) {
  const requests: string[] = []
  const events: { event: string; ecommerce?: Record<string, unknown>; [param: string]: unknown }[] = []
  const matomo: unknown[][] = []
  await page.exposeBinding('__e2eQueued', (_source, queue: 'dataLayer' | '_paq', entry: unknown) => {
    if (queue === '_paq') matomo.push(entry as unknown[])
    else if (entry && typeof entry === 'object' && typeof (entry as { event?: unknown }).event === 'string') {
      events.push(entry as { event: string })
    }
  })
  await page.addInitScript((tags) => {
    let config: Record<string, unknown> = {}
    Object.defineProperty(window, '__SHOP_CONFIG__', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => (config = { ...value, consent: { policyVersion: 1, privacyPage: 'privacy', tags } }),
    })
    window.__SHOP_CONFIG__ = {}
    // Each queue records what is pushed into it (an Arguments object as its array).
    for (const queue of ['dataLayer', '_paq'] as const) {
      const list: unknown[] = []
      const record = (q: string, e: unknown) => (window as unknown as { __e2eQueued: (q: string, e: unknown) => void }).__e2eQueued(q, e)
      list.push = (...items: unknown[]) => {
        for (const item of items)
          record(
            queue,
            JSON.parse(JSON.stringify(Object.prototype.toString.call(item) === '[object Arguments]' ? Array.from(item as ArrayLike<unknown>) : item)),
          )
        return Array.prototype.push.apply(list, items)
      }
      let current: unknown = undefined
      Object.defineProperty(window, queue, { configurable: true, get: () => current, set: (value) => (current = value === undefined ? undefined : list) })
    }
  }, TAGS)
  for (const host of ['https://www.googletagmanager.com/**', 'https://*.google-analytics.com/**', `${MATOMO}**`]) {
    await page.route(host, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
  }
  // The funnel: every event but GTM's own start and the lists' views (home rails and related products arrive as their
  // sections hydrate; they are checked on their own).
  const names = () => events.map((e) => e.event).filter((name) => name !== 'gtm.js' && name !== 'view_item_list')
  const lists = () => events.filter((e) => e.event === 'view_item_list').map((e) => String(e.ecommerce?.item_list_id))
  return { requests, events, matomo, names, lists }
}

/** The queues as the page holds them now: Google's events (not its consent commands) and Matomo's commands. */
const queues = (page: Page) =>
  page.evaluate(() => ({
    events: ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => typeof (e as { event?: unknown }).event === 'string'),
    matomo: (window as unknown as { _paq?: unknown[] })._paq ?? [],
  }))

const purchases = <E extends { event: string }>(recorded: E[]) => recorded.filter((e) => e.event === 'purchase')

// The tags are put into the page's config by the test, so the page's Content-Security-Policy (made from the
// server's config.js) does not name their hosts: set aside here; server/test/security.test.ts proves it allows them.
test.use({ bypassCSP: true })

async function addFromProductPage(page: Page, product: Listed) {
  // The product page by its id (the app replaces the slug with the canonical one).
  await page.goto(`/en/${product.id_product}-x.html`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible()
}

test.describe('analytics', () => {
  test('a guest buys by card in English: the funnel in order, one purchase, none again on reload or Back', async ({ page }) => {
    test.setTimeout(60_000)
    const tags = await shopWithTags(page)
    const product = await pickProduct(page.request, 7)
    await page.goto('/en', { waitUntil: 'networkidle' })
    await addFromProductPage(page, product)
    await expect.poll(tags.names).toEqual(['page_view', 'page_view', 'view_item', 'add_to_cart'])
    // Each home rail once, after hydration (the server-rendered page sent nothing itself).
    expect(
      tags
        .lists()
        .filter((id) => id.startsWith('home_'))
        .sort(),
    ).toEqual(['home_bestsellers', 'home_featured', 'home_latest', 'home_recommended'])
    const email = guestEmail('analytics-en')
    await guestToReview(page, email, { gateway: 'Credit card', card: CARD_APPROVES })
    await placeOrder(page)
    const reference = await expectConfirmation(page, email)
    await expect.poll(() => purchases(tags.events).length).toBe(1)
    expect(tags.names()).toEqual([
      'page_view', // home
      'page_view', // product
      'view_item',
      'add_to_cart',
      'page_view', // checkout
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'page_view', // validate
      'page_view', // confirmation
      'purchase',
    ])
    const [purchase] = purchases(tags.events)
    expect(purchase!.ecommerce).toMatchObject({
      transaction_id: reference,
      currency: 'EUR',
      items: [expect.objectContaining({ item_name: product.name, quantity: 1 })],
    })
    expect(tags.events.find((e) => e.event === 'add_shipping_info')!.ecommerce).toMatchObject({ shipping_tier: 'ParcelLine Standard' })
    expect(tags.events.find((e) => e.event === 'add_payment_info')!.ecommerce).toMatchObject({ payment_type: 'CREDITCARD' })
    // Matomo got the order once, by its reference, and a page view for each page but the product's (its e-commerce view).
    expect(tags.matomo.filter(([c]) => c === 'trackEcommerceOrder')).toEqual([
      ['trackEcommerceOrder', reference, expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), false],
    ])
    expect(tags.matomo.filter(([c]) => c === 'setEcommerceView')).toHaveLength(1)
    // Nothing personal in any event: not the e-mail, the name or the street.
    const everything = JSON.stringify([tags.events, tags.matomo])
    for (const personal of [email, 'Bianchi', 'Via Torino']) expect(everything).not.toContain(personal)
    expect(tags.requests.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST'))).toBe(true)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `Thank you! Your order ${reference} is confirmed` })).toBeVisible()
    await page.goBack()
    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: `Thank you! Your order ${reference} is confirmed` })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect((await queues(page)).events.filter((e) => (e as { event: string }).event === 'purchase')).toEqual([])
    expect(purchases(tags.events)).toHaveLength(1)
  })

  test('a guest buys by card in German: the same funnel, amounts as numbers, one purchase', async ({ page }) => {
    test.setTimeout(60_000)
    const tags = await shopWithTags(page)
    const product = await pickProduct(page.request, 8)
    await fillBag(page, product, 'de')
    const email = guestEmail('analytics-de')
    const { place } = await germanGuestToReview(page, email)
    await place.click()
    await expect(page).toHaveURL(/\/de\/checkout\/success\?order=/, { timeout: 15_000 })
    const reference = new URL(page.url()).searchParams.get('order')!
    await expect.poll(() => purchases(tags.events).length).toBe(1)
    expect(tags.names()).toEqual(['page_view', 'page_view', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'page_view', 'page_view', 'purchase'])
    const { ecommerce } = purchases(tags.events)[0]!
    expect(ecommerce).toMatchObject({ transaction_id: reference, currency: 'EUR', value: expect.any(Number), shipping: 6.9 })
    expect(tags.events.find((e) => e.event === 'page_view' && String(e.page_path).startsWith('/de/checkout/success'))).toMatchObject({ language: 'de' })
  })

  test('a declined card sends no purchase', async ({ page }) => {
    const tags = await shopWithTags(page)
    await fillBag(page, await pickProduct(page.request, 9))
    await guestToReview(page, guestEmail('analytics-declined'), { gateway: 'Credit card', card: CARD_DECLINES })
    await placeOrder(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment was declined' })).toBeVisible({ timeout: 15_000 })
    await expect.poll(tags.names).toContain('add_payment_info')
    await page.waitForLoadState('networkidle')
    expect(purchases(tags.events)).toEqual([])
    expect(tags.matomo.filter(([c]) => c === 'trackEcommerceOrder')).toEqual([])
  })
})

test.describe('analytics before consent', () => {
  test.use({ consentAnswered: false })

  test('a first visit and "Reject all": no request to Google or Matomo, the queues stay empty', async ({ page }) => {
    const tags = await shopWithTags(page)
    await page.goto('/en/10-clothing')
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    await page.waitForLoadState('networkidle')
    const before = await queues(page)
    expect(before).toEqual({ events: [], matomo: [] })
    expect(tags.requests).toEqual([])

    await banner.getByRole('button', { name: 'Reject all' }).click()
    await expect(banner).toBeHidden()
    // Browsing on inside the app after the refusal: a product, added to the bag.
    await page.getByRole('main').getByRole('article').first().getByRole('link').last().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await queues(page)).toEqual({ events: [], matomo: [] })
    expect(tags.requests).toEqual([])
    expect(tags.events).toEqual([])
    expect(await page.evaluate(() => window.localStorage.getItem('analytics:reportedOrders'))).toBeNull()
  })
})
