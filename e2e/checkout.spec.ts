// Issue "Checkout": the journeys from a filled bag to a paid order against the reference API — a guest paying by
// card, a declined card then PayPal, a cancelled and a pending MultiSafepay payment (settled by the provider's
// notification while the shopper waits), the demo customer with a saved address, a collection point, a voucher,
// loyalty points and a delivery message, the checkout in German, the API failing while the order is placed, a
// purchase with the keyboard only, Back/Forward and reload across the steps, and a phone. axe checks every step.
import type { Locator, Page } from '@playwright/test'
import {
  CARD_APPROVES,
  CARD_DECLINES,
  cartOf,
  choosePayment,
  confirmations,
  DEMO,
  emptyDemoBag,
  expectConfirmation,
  fillAddress,
  fillBag,
  guestEmail,
  guestToReview,
  MILANO,
  messagesOf,
  germanGuestToReview,
  money,
  onHostedPage,
  orderOf,
  pickProduct,
  placeOrder,
  stepSection,
  textOf,
} from './checkoutSupport'
import { expect, expectNoAxeViolations, test } from './fixtures'

const PLACE = /^Place order and pay /

/** Exactly one confirmation e-mail for this order (it is sent once the payment is settled). */
async function expectOneConfirmation(page: Page, email: string, reference: string) {
  await expect.poll(async () => (await confirmations(page.request, email)).length).toBe(1)
  const [mail] = await confirmations(page.request, email)
  expect(`${mail!.subject}\n${mail!.text}`).toContain(reference)
}

test.describe('checkout', () => {
  test('guest pays by card: confirmation with the reference, the bag is empty, the e-mail is in the outbox', async ({ page }) => {
    const product = await pickProduct(page.request, 0)
    const email = guestEmail('card')
    await fillBag(page, product)
    await guestToReview(page, email, { gateway: 'Credit card', card: CARD_APPROVES })

    const review = stepSection(page, 'Review and place order')
    await expect(review.getByTestId('summary-contact')).toHaveText(email)
    await expect(review.getByTestId('summary-shipping')).toContainText('Via Torino 5')
    await expect(review.getByTestId('summary-billing')).toHaveText('Same as shipping address')
    await expect(review.getByTestId('summary-delivery')).toContainText('ParcelLine Standard')
    await expect(review.getByTestId('summary-payment')).toHaveText('Visa •••• 4242')
    const total = (await cartOf(page)).totals.total
    await expect(review.getByTestId('review-total')).toHaveText(money(total))
    await expect(review.getByRole('button', { name: `Place order and pay ${money(total)}` })).toBeVisible()

    await placeOrder(page)
    const reference = await expectConfirmation(page, email)
    const order = await orderOf(page, reference)
    expect(order.status).toBe('payment_accepted')
    expect(order.email).toBe(email)

    await page.goto('/en/cart')
    await expect(page.getByText('Your bag is empty.')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping bag, empty' })).toBeVisible()
    expect((await cartOf(page)).products).toEqual([])
    await expectOneConfirmation(page, email, reference)
  })

  test('a declined card → failed page → Try again keeps everything → PayPal approved: one paid order', async ({ page }) => {
    const product = await pickProduct(page.request, 1)
    const email = guestEmail('declined')
    await fillBag(page, product)
    await guestToReview(page, email, { gateway: 'Credit card', card: CARD_DECLINES })
    await placeOrder(page)

    await expect(page).toHaveURL(/\/en\/checkout\/failed\?order=[^&]+&reason=declined$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment was declined' })).toBeVisible()
    await expect(page.getByText('Nothing was charged. You can try again with another card or choose another way to pay.')).toBeVisible()
    await expect(page.getByText('Your bag is still there, with your addresses and delivery choice.')).toBeVisible()
    const declinedReference = new URL(page.url()).searchParams.get('order')!
    await expect(page.getByText(`Order ${declinedReference}`)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/en\/checkout\?step=payment$/)
    // Nothing typed again: contact, addresses and delivery are done, the method chosen before is still chosen.
    await expect(page.getByTestId('summary-contact')).toHaveText(email)
    await expect(page.getByTestId('summary-shipping')).toContainText('Via Torino 5')
    await expect(page.getByTestId('summary-delivery')).toContainText('ParcelLine Standard')
    const payment = stepSection(page, 'Payment')
    await expect(payment.getByRole('radio', { name: 'Credit card' })).toBeChecked()
    // The declined card is still in the page's memory (the checkout's routes share it): another one is one edit away.
    await expect(payment.getByLabel('Card number')).toHaveValue(CARD_DECLINES)
    expect((await cartOf(page)).products.map((p) => p.id_product)).toEqual([product.id_product])

    // (choosePayment checks the payment step with axe.)
    await choosePayment(page, { gateway: 'PayPal' })
    await expect(page).toHaveURL(/[?&]step=review/)
    const review = stepSection(page, 'Review and place order')
    await expect(review.getByTestId('summary-payment')).toHaveText('PayPal')
    await expect(review.getByText('Next, you’ll be taken to PayPal to pay.')).toBeVisible()
    await expectNoAxeViolations(page)
    await placeOrder(page)

    await onHostedPage(page, 'paypal')
    await page.getByRole('button', { name: 'Approve payment' }).click()
    const reference = await expectConfirmation(page, email)
    expect(reference).not.toBe(declinedReference)
    expect((await orderOf(page, reference)).status).toBe('payment_accepted')
    expect((await orderOf(page, reference)).gateway).toBe('PAYPAL')
    expect((await orderOf(page, declinedReference)).status).not.toBe('payment_accepted')
    await expectOneConfirmation(page, email, reference)
  })

  test('MultiSafepay: Cancel and return to the shop → failed page, the bag is kept', async ({ page }) => {
    const product = await pickProduct(page.request, 2)
    const email = guestEmail('cancel')
    await fillBag(page, product)
    await guestToReview(page, email, { gateway: 'MultiSafepay' })
    await placeOrder(page)

    await onHostedPage(page, 'multisafepay')
    await page.getByRole('button', { name: 'Cancel and return to the shop' }).click()
    await expect(page).toHaveURL(/\/en\/checkout\/failed\?order=[^&]+&reason=canceled$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'You cancelled the payment' })).toBeVisible()
    await expect(page.getByText('Nothing was charged. You can pay whenever you are ready.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Back to your bag' }).click()
    await expect(page).toHaveURL(/\/en\/cart$/)
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(1)
    await expect(lines.first()).toContainText(product.name)
    await expectNoAxeViolations(page)
    expect(await confirmations(page.request, email)).toEqual([])
  })

  test('MultiSafepay left pending: the validate page waits without offering to pay again, then moves on once the provider clears it', async ({ page }) => {
    const product = await pickProduct(page.request, 3)
    const email = guestEmail('pending')
    await fillBag(page, product)
    await guestToReview(page, email, { gateway: 'MultiSafepay' })
    await placeOrder(page)

    const hosted = await onHostedPage(page, 'multisafepay')
    await page.getByRole('button', { name: 'Leave pending' }).click()
    await expect(page).toHaveURL(/\/en\/checkout\/validate\?/)
    await expect(page.getByRole('heading', { level: 1, name: 'We are waiting for the payment provider’s confirmation' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Please don’t pay again' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('button')).toHaveCount(0)
    await expect(main.getByRole('link')).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(await confirmations(page.request, email)).toEqual([])

    // The provider decides later, server to server: the shopper's page is not involved.
    const provider = await page.context().newPage()
    await provider.goto(hosted)
    await expect(provider.getByRole('button', { name: 'Approve payment' })).toHaveCount(0)
    await provider.getByRole('button', { name: 'Provider clears the payment' }).click()
    await expect(provider.getByText('This payment is already approved.')).toBeVisible()
    await provider.close()

    await expect(page).toHaveURL(/\/en\/checkout\/success\?order=/, { timeout: 20_000 })
    const reference = await expectConfirmation(page, email)
    expect((await orderOf(page, reference)).status).toBe('payment_accepted')
    await expectOneConfirmation(page, email, reference)
  })

  test('the demo customer: saved address, a collection point found by postcode, a voucher, loyalty points and a delivery message', async ({
    page,
    browser,
  }) => {
    const product = await pickProduct(page.request, 4)
    await emptyDemoBag(browser)
    await fillBag(page, product)
    const message = `Please ring twice (${Date.now()})`

    await page.goto('/en/checkout')
    const contact = stepSection(page, 'Contact')
    await contact.getByRole('button', { name: 'Have an account? Sign in' }).click()
    const signIn = page.getByRole('region', { name: 'Sign in to your account' })
    await expect(signIn.getByLabel('Email', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await signIn.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await signIn.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()

    await expect(page).toHaveURL(/[?&]step=shipping/)
    await expect(page.getByTestId('summary-contact')).toHaveText(`Signed in as Giulia Ferraris (${DEMO.email})`)
    const shipping = stepSection(page, 'Shipping address')
    await expect(shipping.getByRole('radio', { name: /Via Vigevano 18/ })).toBeChecked()
    await expect(shipping.getByLabel('Street')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await shipping.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page).toHaveURL(/[?&]step=billing/)
    const billing = stepSection(page, 'Billing address')
    await expect(billing.getByRole('checkbox', { name: 'Same as shipping address' })).toBeVisible()
    await expectNoAxeViolations(page)
    await billing.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page).toHaveURL(/[?&]step=delivery/)
    const delivery = stepSection(page, 'Delivery')
    await delivery.getByRole('radio', { name: 'PuntoRitiro' }).check()
    const picker = page.getByRole('dialog', { name: 'Choose a collection point' })
    await expect(picker).toBeVisible()
    await picker.getByLabel('Postcode or city').fill('20124')
    await picker.getByRole('button', { name: 'Search', exact: true }).click()
    const results = picker.getByRole('list', { name: 'Collection points' })
    await expect(results.getByRole('heading', { name: 'Edicola Porta Venezia' })).toBeVisible()
    await expect(picker.getByRole('status')).toHaveText(/^\d+ collection points, nearest first$/)
    await expectNoAxeViolations(page)
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/updateCheckoutCarrier'))
    await results.getByRole('button', { name: 'Choose Edicola Porta Venezia' }).click()
    expect((await saved).ok()).toBe(true)
    await expect(picker).toBeHidden()
    await expect(delivery.getByTestId('chosen-pudo')).toHaveText('Collection point: Edicola Porta Venezia, Corso Buenos Aires 45, 20124 Milano')
    await delivery.getByLabel('Delivery instructions (optional)').fill(message)

    // The voucher field waits behind its link in the order summary.
    const summary = page.getByTestId('order-summary')
    await summary.getByRole('button', { name: 'I have a discount code' }).click()
    await expect(summary.getByLabel('Voucher code')).toBeFocused()
    await summary.getByLabel('Voucher code').fill('welcome10')
    await summary.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(summary.getByText('Voucher WELCOME10 applied.')).toBeVisible()
    await expect(summary.getByText('Discounts')).toBeVisible()
    await expectNoAxeViolations(page)
    await delivery.getByRole('button', { name: 'Continue', exact: true }).click()

    await expect(page).toHaveURL(/[?&]step=payment/)
    await expect(page.getByTestId('summary-delivery')).toContainText('PuntoRitiro')
    await expect(page.getByTestId('summary-delivery')).toContainText('Edicola Porta Venezia')
    const points = page.getByRole('region', { name: 'Loyalty points' })
    await expect(points).toContainText(/You have \d+ points, worth €/)
    await points.getByRole('button', { name: 'Use the most' }).click()
    const applied = points.getByRole('status')
    await expect(applied).toHaveText(/^\d+ points? used: −€\d+\.\d{2}$/)
    const pointsUsed = Number(/^(\d+)/.exec((await applied.textContent()) ?? '')![1])
    expect(pointsUsed).toBeGreaterThan(0)
    await choosePayment(page, { gateway: 'Credit card', card: CARD_APPROVES })

    await expect(page).toHaveURL(/[?&]step=review/)
    await expectNoAxeViolations(page)
    await placeOrder(page)
    const reference = await expectConfirmation(page, DEMO.email)

    const order = await orderOf(page, reference)
    expect(order.status).toBe('payment_accepted')
    expect(order.carrier.name).toBe('PuntoRitiro')
    expect(order.pudo).toMatchObject({ name: 'Edicola Porta Venezia' })
    expect(order.vouchers.map((v) => v.code)).toEqual(['WELCOME10'])
    expect(order.points_used).toBe(pointsUsed)
    expect(order.delivery_message).toBe(message)
  })

  test('a guest checks out in German: German texts, prices as “12,50 €”', async ({ page }) => {
    const de = messagesOf('de')
    const t = (id: string, values?: Record<string, string>) => textOf(de, id, values)
    const product = await pickProduct(page.request, 5)
    const email = guestEmail('de')
    await fillBag(page, product, 'de')

    const { place } = await germanGuestToReview(page, email)
    await place.click()

    await expect(page).toHaveURL(/\/de\/checkout\/success\?order=/, { timeout: 15_000 })
    const reference = new URL(page.url()).searchParams.get('order')!
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.success.title', { reference }) })).toBeVisible()
    await expect(page.getByText(t('checkout.success.emailSent', { email }))).toBeVisible()
    await expectNoAxeViolations(page)
    const [mail] = await confirmations(page.request, email)
    expect(mail).toMatchObject({ lang: 'de' })
  })

  test('the API fails while the order is placed: a clear message at the button, the bag intact; placing again makes one order', async ({ page }) => {
    const product = await pickProduct(page.request, 6)
    const email = guestEmail('503')
    await fillBag(page, product)
    await guestToReview(page, email, { gateway: 'Credit card', card: CARD_APPROVES })

    const keys: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/createOrder')) keys.push(request.headers()['idempotency-key'] ?? '')
    })
    const armed = await page.request.post('/sandbox/test/fail-next', { data: { call: 'createOrder', status: 503, times: 2 } })
    expect(armed.ok()).toBe(true)
    await placeOrder(page)

    const review = stepSection(page, 'Review and place order')
    await expect(review.getByRole('alert')).toHaveText(
      'We couldn’t reach the shop, so we don’t know yet whether your order went through. Trying again is safe: your order won’t be placed twice.',
    )
    await expect(review.getByRole('button', { name: PLACE })).toBeEnabled()
    // The app retried once, with the same key.
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect((await cartOf(page)).products.map((p) => p.id_product)).toEqual([product.id_product])
    await expect(page.getByTestId('order-summary')).toContainText(product.name)
    await expectNoAxeViolations(page)

    await review.getByRole('button', { name: PLACE }).click()
    const reference = await expectConfirmation(page, email)
    expect(keys).toHaveLength(3)
    expect(keys[2]).toBe(keys[0])
    expect((await orderOf(page, reference)).status).toBe('payment_accepted')
    await expectOneConfirmation(page, email, reference)
  })

  test('a guest buys with the keyboard only', async ({ page }) => {
    const product = await pickProduct(page.request, 7)
    const email = guestEmail('keyboard')
    await fillBag(page, product)
    await page.goto('/en/checkout')
    const key = page.keyboard

    const contact = stepSection(page, 'Contact')
    await expect(contact.getByLabel('Email address')).toBeVisible()
    await expectNoAxeViolations(page)
    await tabTo(page, contact.getByLabel('Email address'))
    await key.type(email)
    await key.press('Enter')

    const shipping = stepSection(page, 'Shipping address')
    await expect(shipping.getByRole('heading', { level: 2, name: 'Shipping address' })).toBeFocused()
    await expectNoAxeViolations(page)
    await tabTo(page, shipping.getByLabel('First name'))
    await key.type(MILANO.firstName)
    await tabTo(page, shipping.getByLabel('Last name'))
    await key.type(MILANO.lastName)
    await tabTo(page, shipping.getByLabel('Street'))
    await key.type(MILANO.street)
    await tabTo(page, shipping.getByLabel('House or apartment number'))
    await key.type(MILANO.houseNumber)
    const country = shipping.getByLabel('Country')
    await tabTo(page, country)
    await key.type('Italy')
    await expect(country.locator('option:checked')).toHaveText('Italy')
    await tabTo(page, shipping.getByLabel('Zip code'))
    await key.type(MILANO.postcode)
    await tabTo(page, shipping.getByLabel('City'))
    await key.type(MILANO.city)
    const state = shipping.getByLabel('State or province')
    await tabTo(page, state)
    await key.type('Milano')
    await expect(state.locator('option:checked')).toHaveText('Milano')
    await tabTo(page, shipping.getByRole('button', { name: 'Continue', exact: true }))
    await key.press('Enter')

    const billing = stepSection(page, 'Billing address')
    await expect(billing.getByRole('heading', { level: 2, name: 'Billing address' })).toBeFocused()
    await expect(billing.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked()
    await tabTo(page, billing.getByRole('button', { name: 'Continue', exact: true }))
    await key.press('Enter')

    const delivery = stepSection(page, 'Delivery')
    await expect(delivery.getByRole('heading', { level: 2, name: 'Delivery' })).toBeFocused()
    const standard = delivery.getByRole('radio', { name: 'ParcelLine Standard' })
    await tabTo(page, delivery.getByRole('radio').first())
    // Arrow keys walk the group; Space chooses.
    for (let i = 0; i < 6 && !(await isFocused(standard)); i++) await key.press('ArrowDown')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/updateCheckoutCarrier'))
    await key.press('Space')
    await saved
    await expect(standard).toBeChecked()
    await expectNoAxeViolations(page)
    await tabTo(page, delivery.getByRole('button', { name: 'Continue', exact: true }))
    await expect(delivery.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()
    await key.press('Enter')

    const payment = stepSection(page, 'Payment')
    await expect(payment.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused()
    const cardRadio = payment.getByRole('radio', { name: 'Credit card' })
    await tabTo(page, payment.getByRole('radio').first())
    for (let i = 0; i < 4 && !(await isFocused(cardRadio)); i++) await key.press('ArrowDown')
    await key.press('Space')
    await expect(cardRadio).toBeChecked()
    await tabTo(page, payment.getByLabel('Name on card'))
    await key.type('Marco Bianchi')
    await tabTo(page, payment.getByLabel('Card number'))
    await key.type(CARD_APPROVES.replace(/ /g, ''))
    await expect(payment.getByLabel('Card number')).toHaveValue(CARD_APPROVES)
    await tabTo(page, payment.getByLabel('Expiry date (MM/YY)'))
    await key.type('1230')
    await expect(payment.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/30')
    await tabTo(page, payment.getByLabel('Security code (CVV)'))
    await key.type('123')
    await expectNoAxeViolations(page)
    await tabTo(page, payment.getByRole('button', { name: 'Continue to review' }))
    await key.press('Enter')

    const review = stepSection(page, 'Review and place order')
    await expect(review.getByRole('heading', { level: 2, name: 'Review and place order' })).toBeFocused()
    await expectNoAxeViolations(page)
    const terms = review.getByRole('checkbox', { name: /I have read and accept the terms of service/ })
    await tabTo(page, terms)
    await key.press('Space')
    await expect(terms).toBeChecked()
    // Back and forth: Shift+Tab returns to the checkbox from the button.
    await tabTo(page, review.getByRole('button', { name: PLACE }))
    await tabTo(page, terms, { backwards: true })
    await tabTo(page, review.getByRole('button', { name: PLACE }))
    await key.press('Enter')

    await expectConfirmation(page, email)
  })

  test('the language changes on the delivery step from the checkout’s header, with the keyboard: the step, the address and the bag stay', async ({ page }) => {
    const product = await pickProduct(page.request, 10)
    await fillBag(page, product)
    await page.goto('/en/checkout')
    const contact = stepSection(page, 'Contact')
    await contact.getByLabel('Email address').fill(guestEmail('language'))
    await contact.getByRole('button', { name: 'Continue as guest' }).click()
    const shipping = stepSection(page, 'Shipping address')
    await fillAddress(shipping, MILANO)
    await shipping.getByRole('button', { name: 'Continue', exact: true }).click()
    await stepSection(page, 'Billing address').getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/checkout\?step=delivery$/)
    // The collection-point method says what it is before it is chosen.
    await expect(stepSection(page, 'Delivery').getByRole('radio', { name: 'PuntoRitiro' })).toHaveAccessibleDescription(
      /Pick-up point — collect your parcel nearby/,
    )

    // Back from the step (the focus is on its heading) to the header: the language comes before the page.
    const language = page.getByRole('banner').getByRole('combobox', { name: 'Language' })
    await tabTo(page, language, { backwards: true })
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(/\/de\/checkout\?step=delivery$/)
    const delivery = stepSection(page, 'Versand')
    await expect(delivery.getByRole('group', { name: 'Versandart' })).toBeVisible()
    await expect(delivery.getByRole('radio', { name: 'PuntoRitiro' })).toHaveAccessibleDescription(/Abholstelle – Paket in Ihrer Nähe abholen/)
    await expect(page.getByTestId('summary-shipping')).toContainText('Via Torino 5')
    await expect(page.getByTestId('cart-summary')).toContainText(money(product.price, 'de'))
    expect((await cartOf(page)).products).toEqual([expect.objectContaining({ id_product: product.id_product, quantity: 1 })])
    await expectNoAxeViolations(page)

    await page.getByRole('banner').getByRole('combobox', { name: 'Sprache' }).selectOption('it')
    await expect(page).toHaveURL(/\/it\/checkout\?step=delivery$/)
    await expect(stepSection(page, 'Spedizione').getByRole('radio', { name: 'PuntoRitiro' })).toHaveAccessibleDescription(
      /Punto di ritiro – ritira il pacco vicino a te/,
    )
    await expect(page.getByTestId('summary-shipping')).toContainText('Via Torino 5')
  })

  test('Back and Forward walk the steps; a reload resumes at the step', async ({ page }) => {
    const product = await pickProduct(page.request, 8)
    const email = guestEmail('history')
    await fillBag(page, product)
    await guestToReview(page, email, { gateway: 'PayPal' })

    const openStep = (name: string) => stepSection(page, name).getByRole('button', { name: /^Continue/ })
    await page.goBack()
    await expect(page).toHaveURL(/\?step=payment$/)
    await expect(stepSection(page, 'Payment').getByRole('radio', { name: 'PayPal' })).toBeChecked()
    await page.goBack()
    await expect(page).toHaveURL(/\?step=delivery$/)
    await expect(stepSection(page, 'Delivery').getByRole('radio', { name: 'ParcelLine Standard' })).toBeChecked()
    await page.goBack()
    await expect(page).toHaveURL(/\?step=billing$/)
    await expect(openStep('Billing address')).toBeVisible()
    await page.goForward()
    await expect(page).toHaveURL(/\?step=delivery$/)
    await expect(openStep('Delivery')).toBeVisible()

    await page.reload()
    await expect(page).toHaveURL(/\?step=delivery$/)
    await expect(stepSection(page, 'Delivery').getByRole('radio', { name: 'ParcelLine Standard' })).toBeChecked()
    await expect(page.getByTestId('summary-shipping')).toContainText('Via Torino 5')
    await expectNoAxeViolations(page)

    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/\?step=review$/)
    await page.reload()
    await expect(page).toHaveURL(/\?step=review$/)
    const review = stepSection(page, 'Review and place order')
    await expect(review.getByTestId('summary-contact')).toHaveText(email)
    await expect(review.getByTestId('summary-payment')).toHaveText('PayPal')
    await expect(review.getByRole('button', { name: PLACE })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('a guest pays by card, with the order summary folded above the steps', async ({ page }) => {
      const product = await pickProduct(page.request, 9)
      const email = guestEmail('phone')
      await fillBag(page, product)
      await page.goto('/en/checkout')
      const bar = page.getByRole('button', { name: /^Show order summary · €/ })
      await expect(bar).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByTestId('order-summary')).toHaveCount(0)
      await bar.click()
      const open = page.getByRole('button', { name: /^Hide order summary · €/ })
      await expect(open).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('order-summary')).toContainText(product.name)
      await expectNoAxeViolations(page)
      await open.click()
      await expect(page.getByTestId('order-summary')).toHaveCount(0)

      await guestToReview(page, email, { gateway: 'Credit card', card: CARD_APPROVES })
      const total = money((await cartOf(page)).totals.total)
      await expect(page.getByRole('button', { name: `Show order summary · ${total}` })).toBeVisible()
      await expect(stepSection(page, 'Review and place order').getByTestId('review-total')).toHaveText(total)
      await placeOrder(page)
      const reference = await expectConfirmation(page, email)
      await page.goto('/en/cart')
      await expect(page.getByText('Your bag is empty.')).toBeVisible()
      await expectOneConfirmation(page, email, reference)
    })
  })
})

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  expect(await isFocused(target), `reached ${target} with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBe(true)
}
