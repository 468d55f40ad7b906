// Issue "Consent, country and offline": the shipping country — the geo notice of a visitor from abroad, the picker
// in the footer, and what the chosen country changes before the checkout: the bag's estimate, the free-shipping
// message, the duties note and the checkout's new address.
import { expect, expectNoAxeViolations, test } from './fixtures'
import { fillBag, pickProduct, stepSection } from './checkoutSupport'

test.describe('a visitor from Germany on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'X-Country-Code': 'DE' } })

  test('the geo notice offers Germany and German; switching changes both and the bag’s estimate, and it does not come back', async ({ page }) => {
    const product = await pickProduct(page.request, 7)
    await fillBag(page, product)
    const notice = page.getByRole('region', { name: 'Your location: Germany' })
    await expect(notice).toContainText('Your shipping country is Italy. Switch to Germany to see prices and delivery there, and the shop in Deutsch.')
    // A strip, not a wall: the page's heading stays in view.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await expectNoAxeViolations(page)

    await notice.getByRole('button', { name: 'Switch to Germany' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('region', { name: /Ihr Standort/ })).toBeHidden()

    await page.goto('/de/cart')
    const summary = page.getByTestId('cart-summary')
    await expect(summary.getByText('Versand – Deutschland', { exact: true })).toBeVisible()
    await expect(summary).toContainText(/ab \d+,\d\d\s€/)
    // The Italian free-shipping rule says nothing to a German shopper.
    await expect(summary).not.toContainText('kostenlos')
    await expectNoAxeViolations(page)

    await page.reload()
    await expect(summary.getByText('Versand – Deutschland', { exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: /Ihr Standort/ })).toBeHidden()
  })
})

test.describe('the country picker on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Switzerland chosen in the footer: estimate, duties note, and the checkout’s new address starts there', async ({ page }) => {
    const product = await pickProduct(page.request, 8)
    await fillBag(page, product)
    await page.goto('/en/cart')
    const summary = page.getByTestId('cart-summary')
    await expect(summary.getByText('Shipping to Italy', { exact: true })).toBeVisible()
    await expect(summary).toContainText('for free shipping to Italy')
    await expect(page.getByRole('region', { name: /Your location/ })).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const picker = page.getByRole('contentinfo').getByRole('combobox', { name: 'Ship to' })
    await expect(picker).toHaveValue('IT')
    await picker.selectOption({ label: 'Switzerland' })
    await expect(summary.getByText('Shipping to Switzerland', { exact: true })).toBeVisible()
    await expect(summary).toContainText(/from €\d+\.\d\d/)
    await expect(summary).toContainText('Local duties and taxes are excluded and paid on delivery.')
    await expect(summary).not.toContainText('free shipping to Italy')
    await expectNoAxeViolations(page)

    await page.goto('/en/checkout')
    const contact = stepSection(page, 'Contact')
    await contact.getByLabel('Email address').fill(`country-${Date.now()}@example.com`)
    await contact.getByRole('button', { name: 'Continue as guest' }).click()
    const shipping = stepSection(page, 'Shipping address')
    await expect(shipping.getByLabel('Country')).toHaveValue(/.+/)
    await expect(shipping.getByLabel('Country').locator('option:checked')).toHaveText('Switzerland')
  })
})
