// Helpers of the checkout journeys: a product to buy (picked through the API), a bag filled through the page's
// own request context (it shares the browser's cookies, so the bag is the page's), the steps filled in the way a
// shopper does, the sandbox payment page, the outbox and the order as the API keeps it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openSession } from './fixtures'

export const DEMO = { email: 'demo@example.com', password: 'Demo-Shop-2026!' }
export const CARD_APPROVES = '4242 4242 4242 4242'
export const CARD_DECLINES = '4000 0000 0000 0002'

/** A guest's delivery address and an approved card as the API takes them (journeys that place orders through calls). */
export const API_ADDRESS = {
  firstname: 'Gina',
  lastname: 'Ospite',
  address1: 'Via Cavour',
  house_number: '10',
  postcode: '00184',
  city: 'Roma',
  state: 'RM',
  country_iso: 'IT',
}
export const API_CARD = { name: 'Gina Ospite', number: CARD_APPROVES, expiry: '12/39', cvv: '123' }

export const guestEmail = (tag: string) => `guest-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

export interface Listed {
  id_product: number
  name: string
  id_product_attribute: number
  quantity: number
  availability: string
  price: number
}

let catalogueCache: Listed[] | null = null

async function catalogue(request: APIRequestContext): Promise<Listed[]> {
  if (catalogueCache) return catalogueCache
  const all: Listed[] = []
  for (let page = 1; page <= 6; page++) {
    const response = await request.post('/api/getProducts', { data: { page }, headers: { 'Accept-Language': 'en' } })
    expect(response.ok()).toBe(true)
    const { psdata } = (await response.json()) as { psdata: { products: Listed[] } }
    all.push(...psdata.products)
    if (psdata.products.length === 0) break
  }
  catalogueCache = all
  return all
}

/**
 * A product without variants, well in stock, under the free-shipping threshold. `slot` spreads the journeys over
 * different products, so that no journey buys the last one of another's.
 */
export async function pickProduct(request: APIRequestContext, slot: number): Promise<Listed> {
  const candidates = (await catalogue(request)).filter(
    (p) => p.id_product_attribute === 0 && p.availability === 'available' && p.quantity >= 10 && p.price >= 10 && p.price < 100,
  )
  expect(candidates.length, 'the demo catalogue has products without variants in stock').toBeGreaterThan(0)
  return candidates[slot % candidates.length]!
}

/** Opens the session the way the page does, then puts one product in the page's bag. */
export async function fillBag(page: Page, product: Listed, lang = 'en') {
  await openSession(page, `/${lang}`)
  const added = await page.request.post('/api/createCartItem', { data: { id_product: product.id_product, quantity: 1 } })
  expect(added.ok(), await added.text()).toBe(true)
}

export interface CartState {
  products: { id_product: number; quantity: number }[]
  totals: { total: number }
}

export async function cartOf(page: Page): Promise<CartState> {
  const response = await page.request.post('/api/getCartItems', { data: {}, headers: { 'Accept-Language': 'en' } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { psdata: CartState }).psdata
}

export interface Mail {
  kind: string
  lang: string
  subject: string
  text: string
}

export async function outbox(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { psdata: Mail[] }).psdata
}

export const confirmations = async (request: APIRequestContext, email: string) => (await outbox(request, email)).filter((m) => m.kind === 'order_confirmation')

export interface Order {
  reference: string
  status: string
  email: string
  gateway: string
  pudo: { id_pudo: number; name: string } | null
  vouchers: { code: string }[]
  points_used: number
  delivery_message: string | null
  carrier: { id_carrier: number; name: string }
  totals: { total: number; points: number; discounts: number }
}

/** The order as the API keeps it (the page's session may see its own guest orders). */
export async function orderOf(page: Page, reference: string): Promise<Order> {
  const response = await page.request.post('/api/getOrder', { data: { reference }, headers: { 'Accept-Language': 'en' } })
  expect(response.ok(), `getOrder ${reference}: ${response.status()}`).toBe(true)
  return ((await response.json()) as { psdata: Order }).psdata
}

/** Signs the demo customer in on a separate device and empties their bag, so only this journey's lines end up in it. */
export async function emptyDemoBag(browser: Browser) {
  const other = await browser.newContext()
  try {
    const login = await other.request.post('/api/login', { data: DEMO })
    expect(login.ok()).toBe(true)
    const cart = (
      (await (await other.request.post('/api/getCartItems', { data: {} })).json()) as {
        psdata: { products: { id_product: number; id_product_attribute: number }[] }
      }
    ).psdata
    for (const line of cart.products) {
      const removed = await other.request.post('/api/removeCartItem', {
        data: { id_product: line.id_product, id_product_attribute: line.id_product_attribute },
      })
      expect(removed.ok()).toBe(true)
    }
  } finally {
    await other.close()
  }
}

/** How a walk through the checkout checks its pages: axe on each step, unless a journey about something else
 * (analytics) leaves that to the journeys about the pages. */
export interface Walk {
  accessibility?: boolean
}

const audit = (page: Page, walk: Walk) => (walk.accessibility === false ? Promise.resolve() : expectNoAxeViolations(page))

/** The section of one checkout step, found by its heading. */
export const stepSection = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: true })

export const money = (amount: number, locale = 'en') => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount)

export interface AddressInput {
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  postcode: string
  city: string
  country: string
  state: string
}

export const MILANO: AddressInput = {
  firstName: 'Marco',
  lastName: 'Bianchi',
  street: 'Via Torino',
  houseNumber: '5',
  postcode: '20123',
  city: 'Milano',
  country: 'Italy',
  state: 'Milano',
}

export interface Labels {
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  country: string
  postcode: string
  city: string
  state: string
}

export const ENGLISH_LABELS: Labels = {
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street',
  houseNumber: 'House or apartment number',
  country: 'Country',
  postcode: 'Zip code',
  city: 'City',
  state: 'State or province',
}

export async function fillAddress(scope: Locator, address: AddressInput, labels: Labels = ENGLISH_LABELS) {
  await scope.getByLabel(labels.firstName).fill(address.firstName)
  await scope.getByLabel(labels.lastName).fill(address.lastName)
  await scope.getByLabel(labels.street).fill(address.street)
  await scope.getByLabel(labels.houseNumber).fill(address.houseNumber)
  // Anchored: the German "Land" is also the end of "Bundesland oder Provinz".
  await scope.getByLabel(new RegExp(`^${labels.country}\\b`)).selectOption({ label: address.country })
  await scope.getByLabel(labels.postcode).fill(address.postcode)
  await scope.getByLabel(labels.city).fill(address.city)
  await scope.getByLabel(labels.state).selectOption({ label: address.state })
}

export async function fillCard(
  scope: Locator | Page,
  number: string,
  labels = { name: 'Name on card', number: 'Card number', expiry: 'Expiry date (MM/YY)', cvv: 'Security code (CVV)' },
) {
  await scope.getByLabel(labels.name).fill('Marco Bianchi')
  await scope.getByLabel(labels.number).fill(number)
  await scope.getByLabel(labels.expiry).fill('12/30')
  await scope.getByLabel(labels.cvv).fill('123')
}

/**
 * A guest's way from the contact step to the review in English, axe on each step: e-mail, a Milan address,
 * billing = shipping, the standard carrier, and the payment method (a card when `card` is given).
 */
export async function guestToReview(
  page: Page,
  email: string,
  payment: { gateway: 'Credit card' | 'PayPal' | 'MultiSafepay'; card?: string },
  walk: Walk = {},
) {
  await page.goto('/en/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const contact = stepSection(page, 'Contact')
  await expect(contact.getByRole('form', { name: 'Check out as a guest' })).toBeVisible()
  await audit(page, walk)
  await contact.getByLabel('Email address').fill(email)
  await contact.getByRole('button', { name: 'Continue as guest' }).click()

  await expect(page).toHaveURL(/[?&]step=shipping/)
  const shipping = stepSection(page, 'Shipping address')
  await expect(shipping.getByLabel('Street')).toBeVisible()
  await audit(page, walk)
  await fillAddress(shipping, MILANO)
  await shipping.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page).toHaveURL(/[?&]step=billing/)
  const billing = stepSection(page, 'Billing address')
  await expect(billing.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked()
  await audit(page, walk)
  await billing.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page).toHaveURL(/[?&]step=delivery/)
  const delivery = stepSection(page, 'Delivery')
  await chooseCarrier(delivery, 'ParcelLine Standard')
  await audit(page, walk)
  await delivery.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page).toHaveURL(/[?&]step=payment/)
  await choosePayment(page, payment, walk)
  await expect(page).toHaveURL(/[?&]step=review/)
  await expect(stepSection(page, 'Review and place order').getByRole('button', { name: /^Place order and pay / })).toBeEnabled()
  await audit(page, walk)
}

/** Chooses a carrier (saved at once) and waits until the save is over. */
export async function chooseCarrier(delivery: Locator, name: string) {
  const saved = delivery.page().waitForResponse((r) => r.url().endsWith('/api/updateCheckoutCarrier'))
  await delivery.getByRole('radio', { name }).check()
  expect((await saved).ok()).toBe(true)
  await expect(delivery.getByRole('radio', { name })).toBeChecked()
}

export async function choosePayment(page: Page, payment: { gateway: string; card?: string }, walk: Walk = {}) {
  const step = stepSection(page, 'Payment')
  await step.getByRole('radio', { name: payment.gateway }).check()
  if (payment.card) await fillCard(step, payment.card)
  await audit(page, walk)
  await step.getByRole('button', { name: 'Continue to review' }).click()
}

/** Ticks the terms and places the order. */
export async function placeOrder(page: Page) {
  const review = stepSection(page, 'Review and place order')
  await review.getByRole('checkbox', { name: /I have read and accept the terms of service/ }).check()
  await review.getByRole('button', { name: /^Place order and pay / }).click()
}

/** The confirmation page: its heading with the reference, and where the e-mail went. Answers the reference. */
export async function expectConfirmation(page: Page, email: string, walk: Walk = {}): Promise<string> {
  await expect(page).toHaveURL(/\/en\/checkout\/success\?order=/, { timeout: 15_000 })
  const heading = page.getByRole('heading', { level: 1, name: /^Thank you! Your order \S+ is confirmed$/ })
  await expect(heading).toBeVisible()
  const reference = /Your order (\S+) is confirmed/.exec((await heading.textContent()) ?? '')![1]!
  expect(new URL(page.url()).searchParams.get('order')).toBe(reference)
  await expect(page.getByText(`A confirmation was sent to ${email}`)).toBeVisible()
  await audit(page, walk)
  return reference
}

/** The sandbox provider's hosted page (the shop's test stand-in for PayPal and MultiSafepay). */
export async function onHostedPage(page: Page, gateway: 'paypal' | 'multisafepay') {
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${gateway}/[^/?]+$`), { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: /sandbox$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  return page.url()
}

/** The English message catalogue and the one of another language, to read the texts a page must show. */
export function messagesOf(lang: string): Record<string, string> {
  const file = path.resolve(__dirname, `../translations/${lang}.json`)
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | { defaultMessage: string }>
  return Object.fromEntries(Object.entries(raw).map(([id, v]) => [id, typeof v === 'string' ? v : v.defaultMessage]))
}

/** A translated text, with its {placeholders} filled in; fails when the language lacks it. */
export function textOf(messages: Record<string, string>, id: string, values: Record<string, string> = {}): string {
  const text = messages[id]
  expect(text, `translation of ${id}`).toBeTruthy()
  return text!.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * A guest's way from the contact step to the review in German, axe on each step, every text from the German
 * translations: e-mail, a Milan address, billing = shipping, the standard carrier (its price shown as "6,90 €"),
 * the approving card, the terms ticked. Answers the place-order button (named with the total as "12,50 €").
 */
export async function germanGuestToReview(page: Page, email: string, walk: Walk = {}) {
  const t = (id: string, values?: Record<string, string>) => textOf(messagesOf('de'), id, values)
  await page.goto('/de/checkout')
  await expect(page.getByRole('heading', { level: 1, name: t('pages.checkout.title') })).toBeVisible()
  const contact = stepSection(page, t('checkout.flow.contact'))
  await expect(contact.getByRole('button', { name: t('checkout.contact.continueAsGuest') })).toBeVisible()
  await audit(page, walk)
  await contact.getByLabel(t('checkout.contact.email')).fill(email)
  await contact.getByRole('button', { name: t('checkout.contact.continueAsGuest') }).click()

  await expect(page).toHaveURL(/\/de\/checkout\?step=shipping/)
  const shipping = stepSection(page, t('checkout.flow.shipping'))
  await expect(shipping.getByLabel(t('account.addressForm.street'))).toBeVisible()
  await audit(page, walk)
  await fillAddress(
    shipping,
    { ...MILANO, country: 'Italien' },
    {
      firstName: t('account.fields.firstName'),
      lastName: t('account.fields.lastName'),
      street: t('account.addressForm.street'),
      houseNumber: t('account.addressForm.houseNumber'),
      country: t('account.addressForm.country'),
      postcode: t('account.addressForm.postcode'),
      city: t('account.addressForm.city'),
      state: t('account.addressForm.state'),
    },
  )
  await shipping.getByRole('button', { name: t('checkout.flow.continue'), exact: true }).click()

  await expect(page).toHaveURL(/\/de\/checkout\?step=billing/)
  const billing = stepSection(page, t('checkout.flow.billing'))
  await expect(billing.getByRole('checkbox', { name: t('checkout.address.sameAsShipping') })).toBeChecked()
  await audit(page, walk)
  await billing.getByRole('button', { name: t('checkout.flow.continue'), exact: true }).click()

  await expect(page).toHaveURL(/\/de\/checkout\?step=delivery/)
  const delivery = stepSection(page, t('checkout.flow.delivery'))
  await chooseCarrier(delivery, 'ParcelLine Standard')
  // Prices in German: "6,90 €".
  await expect(delivery.getByText('6,90 €', { exact: true })).toBeVisible()
  await audit(page, walk)
  await delivery.getByRole('button', { name: t('checkout.flow.continue'), exact: true }).click()

  await expect(page).toHaveURL(/\/de\/checkout\?step=payment/)
  const payment = stepSection(page, t('checkout.flow.payment'))
  await payment.getByRole('radio', { name: 'Kreditkarte' }).check()
  await fillCard(payment, CARD_APPROVES, {
    name: t('checkout.payment.cardName'),
    number: t('checkout.payment.cardNumber'),
    expiry: t('checkout.payment.cardExpiry'),
    cvv: t('checkout.payment.cardCvv'),
  })
  await audit(page, walk)
  await payment.getByRole('button', { name: t('checkout.payment.continue') }).click()

  await expect(page).toHaveURL(/\/de\/checkout\?step=review/)
  const review = stepSection(page, t('checkout.flow.review'))
  const total = money((await cartOf(page)).totals.total, 'de')
  expect(total).toMatch(/^\d+,\d{2}\s€$/)
  await expect(review.getByTestId('review-total')).toHaveText(total)
  const place = review.getByRole('button', { name: t('checkout.review.place', { total }) })
  await expect(place).toBeVisible()
  await audit(page, walk)
  const terms = t('checkout.review.terms').replace(/<\/?link>/g, '')
  await review.getByRole('checkbox', { name: terms }).check()
  return { place, review, total }
}
