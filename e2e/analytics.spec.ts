// Issue #23: the shop's e-commerce events, read from Google Tag Manager's dataLayer and Matomo's _paq in Chromium.
// The tags are declared the way a shop does it (config.js consent.tags); their hosts are answered here with an
// empty script (and counted), so nothing leaves the machine and the queues hold what the shop itself put there.
// A queue lives as long as its document: each journey reads it at the end of every page load (a checkpoint) and
// strings the checkpoints together. Accessibility is left to the journeys about these pages (checkout.spec.ts…).
import type { Page } from '@playwright/test'
import {
  CARD_APPROVES,
  CARD_DECLINES,
  expectConfirmation,
  fillBag,
  germanGuestToReview,
  guestEmail,
  guestToReview,
  pickProduct,
  placeOrder,
  type Walk,
} from './checkoutSupport'
import { expect, test } from './fixtures'

const MATOMO = 'https://matomo.e2e.test/'
const TAGS = [
  { type: 'gtm', id: 'GTM-E2ETEST', category: 'statistics' },
  { type: 'matomo', url: MATOMO, siteId: 1, category: 'statistics' },
]
const ANALYTICS_HOSTS = ['https://www.googletagmanager.com/**', 'https://*.google-analytics.com/**', `${MATOMO}**`]
const WALK: Walk = { accessibility: false }

interface Pushed {
  event: string
  ecommerce?: Record<string, unknown>
  [param: string]: unknown
}

/** The shop's config.js with the tags, and the analytics hosts answered locally: the requests made to them. */
async function shopWithTags(page: Page): Promise<string[]> {
  await page.addInitScript((tags) => {
    let config: Record<string, unknown> = {}
    Object.defineProperty(window, '__SHOP_CONFIG__', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => (config = { ...value, consent: { policyVersion: 1, privacyPage: 'privacy', tags } }),
    })
  }, TAGS)
  const requests: string[] = []
  for (const host of ANALYTICS_HOSTS) {
    await page.route(host, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
  }
  return requests
}

/** The queues as the page holds them now: Google's events (not its Consent Mode commands) and Matomo's commands. */
const queues = (page: Page) =>
  page.evaluate(() => {
    const queued = window as unknown as { dataLayer?: unknown[]; _paq?: unknown[][] }
    return {
      events: (queued.dataLayer ?? []).filter((e): e is Pushed => typeof (e as { event?: unknown }).event === 'string'),
      matomo: queued._paq ?? [],
    }
  })

const events = async (page: Page) => (await queues(page)).events.filter((e) => e.event !== 'gtm.js')

/** The funnel: every event but GTM's own start and the lists' views (checked on their own). */
const funnel = async (page: Page) => (await events(page)).map((e) => e.event).filter((name) => name !== 'view_item_list')

const listsShown = async (page: Page) =>
  (await events(page))
    .filter((e) => e.event === 'view_item_list')
    .map((e) => String(e.ecommerce?.item_list_id))
    .sort()

const named = (recorded: Pushed[], name: string) => recorded.filter((e) => e.event === name)

// The tags are put into the page's config by the test, so the page's Content-Security-Policy (made from the
// server's config.js) does not name their hosts: set aside here; server/test/security.test.ts proves it allows them.
test.use({ bypassCSP: true })

/** What a guest's card purchase reports from the checkout on, in order: the same in every language. */
const CHECKOUT_FUNNEL = [
  'page_view', // checkout
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'page_view', // validate
  'page_view', // confirmation
  'purchase',
]

test.describe('analytics', () => {
  test('a guest buys by card in English: the funnel in order, one purchase, none again on reload or Back', async ({ page }) => {
    test.setTimeout(90_000)
    const requests = await shopWithTags(page)
    const product = await pickProduct(page.request, 7)

    // Home: its page view, and each rail's list once, after hydration (the server-rendered page sent nothing).
    await page.goto('/en')
    await expect.poll(() => listsShown(page)).toEqual(['home_bestsellers', 'home_featured', 'home_latest', 'home_recommended'])
    const home = await events(page)
    expect(home.filter((e) => e.event !== 'view_item_list').map((e) => e.event)).toEqual(['page_view'])

    // The product by its id and another slug: the app puts its own address in place, the same page seen once.
    await page.goto(`/en/${product.id_product}-x.html`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/en/${product.id_product}-(?!x\\.html)[^/]+\\.html$`))
    const canonicalPath = new URL(page.url()).pathname
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible()
    await expect.poll(() => funnel(page)).toEqual(['page_view', 'view_item', 'add_to_cart'])
    const productPage = await queues(page)
    expect(named(productPage.events, 'page_view')).toEqual([expect.objectContaining({ page_path: canonicalPath, language: 'en' })])
    expect(productPage.matomo.filter(([command]) => command === 'setEcommerceView')).toHaveLength(1)

    const email = guestEmail('analytics-en')
    await guestToReview(page, email, { gateway: 'Credit card', card: CARD_APPROVES }, WALK)
    await placeOrder(page)
    const reference = await expectConfirmation(page, email, WALK)
    await expect.poll(async () => named(await events(page), 'purchase').length).toBe(1)
    const checkout = await queues(page)
    expect([...home, ...productPage.events, ...checkout.events].map((e) => e.event).filter((name) => name !== 'gtm.js' && name !== 'view_item_list')).toEqual([
      'page_view', // home
      'page_view', // product
      'view_item',
      'add_to_cart',
      ...CHECKOUT_FUNNEL,
    ])
    const [purchase] = named(checkout.events, 'purchase')
    expect(purchase!.ecommerce).toMatchObject({
      transaction_id: reference,
      currency: 'EUR',
      items: [expect.objectContaining({ item_name: product.name, quantity: 1 })],
    })
    expect(named(checkout.events, 'add_shipping_info')[0]!.ecommerce).toMatchObject({ shipping_tier: 'ParcelLine Standard' })
    expect(named(checkout.events, 'add_payment_info')[0]!.ecommerce).toMatchObject({ payment_type: 'CREDITCARD' })
    // Matomo got the order once, by its reference.
    expect(checkout.matomo.filter(([command]) => command === 'trackEcommerceOrder')).toEqual([
      ['trackEcommerceOrder', reference, expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), false],
    ])
    // Nothing personal in any event: not the e-mail, the name or the street.
    const everything = JSON.stringify([home, productPage, checkout])
    for (const personal of [email, 'Bianchi', 'Via Torino']) expect(everything).not.toContain(personal)
    expect(requests.some((url) => url.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST'))).toBe(true)

    // Reloaded, the confirmation asks again and the order is not reported again. Events leave in order: once the
    // next page's view is out, the confirmation's purchase would have been out before it.
    const homeLink = page.getByRole('link', { name: 'Ridgeline — home' }).first()
    const leftForHome = async () => {
      await homeLink.click()
      await expect(page).toHaveURL(/\/en\/?$/)
    }
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `Thank you! Your order ${reference} is confirmed` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Order ${reference}`, exact: true })).toBeVisible()
    await leftForHome()
    await expect.poll(() => funnel(page)).toEqual(['page_view', 'page_view'])
    // Back to the confirmation, then on again: still no purchase.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: `Thank you! Your order ${reference} is confirmed` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Order ${reference}`, exact: true })).toBeVisible()
    await leftForHome()
    await expect.poll(() => funnel(page)).toEqual(['page_view', 'page_view', 'page_view', 'page_view'])
    expect((await queues(page)).matomo.filter(([command]) => command === 'trackEcommerceOrder')).toEqual([])
  })

  test('a guest buys by card in German: the same funnel, amounts as numbers, one purchase', async ({ page }) => {
    test.setTimeout(90_000)
    await shopWithTags(page)
    const product = await pickProduct(page.request, 8)
    await fillBag(page, product, 'de')
    await expect.poll(() => funnel(page)).toEqual(['page_view'])
    expect(named(await events(page), 'page_view')[0]).toMatchObject({ page_path: expect.stringMatching(/^\/de\/?$/), language: 'de' })

    const email = guestEmail('analytics-de')
    const { place } = await germanGuestToReview(page, email, WALK)
    await place.click()
    await expect(page).toHaveURL(/\/de\/checkout\/success\?order=/, { timeout: 15_000 })
    const reference = new URL(page.url()).searchParams.get('order')!
    await expect.poll(async () => named(await events(page), 'purchase').length).toBe(1)
    const checkout = await events(page)
    expect(checkout.map((e) => e.event).filter((name) => name !== 'view_item_list')).toEqual(CHECKOUT_FUNNEL)
    expect(named(checkout, 'purchase')[0]!.ecommerce).toMatchObject({ transaction_id: reference, currency: 'EUR', value: expect.any(Number), shipping: 6.9 })
    expect(named(checkout, 'page_view').at(-1)).toMatchObject({ page_path: '/de/checkout/success', language: 'de' })
  })

  test('a declined card sends no purchase', async ({ page }) => {
    await shopWithTags(page)
    await fillBag(page, await pickProduct(page.request, 9))
    await guestToReview(page, guestEmail('analytics-declined'), { gateway: 'Credit card', card: CARD_DECLINES }, WALK)
    await placeOrder(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment was declined' })).toBeVisible({ timeout: 15_000 })
    // The validate page's view, then the decline's own: nothing after the payment's choice but page views.
    await expect.poll(() => funnel(page)).toEqual(['page_view', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'page_view', 'page_view'])
    const after = await queues(page)
    expect(named(after.events, 'page_view').at(-1)).toMatchObject({ page_path: '/en/checkout/failed' })
    expect(named(after.events, 'purchase')).toEqual([])
    expect(after.matomo.filter(([command]) => command === 'trackEcommerceOrder')).toEqual([])
  })
})

test.describe('analytics before consent', () => {
  test.use({ consentAnswered: false })

  test('a first visit and "Reject all": no request to Google or Matomo, the queues stay empty', async ({ page }) => {
    const requests = await shopWithTags(page)
    await page.goto('/en/10-clothing')
    const banner = page.getByRole('region', { name: 'Your privacy' })
    await expect(banner).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await queues(page)).toEqual({ events: [], matomo: [] })
    expect(requests).toEqual([])

    await banner.getByRole('button', { name: 'Reject all' }).click()
    await expect(banner).toBeHidden()
    // Browsing on inside the app after the refusal: a product page.
    await page.getByRole('main').getByRole('article').first().getByRole('link').last().click()
    await expect(page).toHaveURL(/\.html$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await queues(page)).toEqual({ events: [], matomo: [] })
    expect(requests).toEqual([])
    expect(await page.evaluate(() => window.localStorage.getItem('analytics:reportedOrders'))).toBeNull()
  })
})
