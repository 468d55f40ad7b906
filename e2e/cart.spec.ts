// Issue "Cart": fill, change and empty a bag against the reference API — adding from the product page (with and
// without a variant), the bag drawer, the cart page, quantities, vouchers, reload and language switch; a double
// click adds once; a 500 is retried with the same Idempotency-Key; an out-of-stock product cannot be added.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openSession, test } from './fixtures'

interface Listed {
  id_product: number
  name: string
  id_product_attribute: number
  link_rewrite: string
  quantity: number
  availability: string
  price: number
}

async function catalogue(request: APIRequestContext): Promise<Listed[]> {
  const all: Listed[] = []
  for (let page = 1; page <= 6; page++) {
    const response = await request.post('/api/getProducts', { data: { page }, headers: { 'Accept-Language': 'en' } })
    expect(response.ok()).toBe(true)
    const { psdata } = (await response.json()) as { psdata: { products: Listed[] } }
    all.push(...psdata.products)
    if (psdata.products.length === 0) break
  }
  return all
}

async function pick(request: APIRequestContext) {
  const products = await catalogue(request)
  const inStock = (p: Listed) => p.availability === 'available' && p.quantity >= 5 && p.price < 120
  const withVariant = products.find((p) => p.id_product_attribute > 0 && inStock(p))
  const simple = products.find((p) => p.id_product_attribute === 0 && inStock(p))
  const soldOut = products.find((p) => p.availability === 'unavailable')
  expect(withVariant, 'the demo catalogue has a product with variants in stock').toBeTruthy()
  expect(simple, 'the demo catalogue has a product without variants in stock').toBeTruthy()
  return { withVariant: withVariant!, simple: simple!, soldOut }
}

const productPath = (p: Listed, lang = 'en') => `/${lang}/${p.id_product}-${p.link_rewrite}.html`

async function cartOf(page: Page) {
  const response = await page.request.post('/api/getCartItems', { data: {}, headers: { 'Accept-Language': 'en' } })
  const { psdata } = (await response.json()) as { psdata: { products: { id_product: number; quantity: number }[]; vouchers: { added: unknown[] } } }
  return psdata
}

async function addFromProductPage(page: Page, product: Listed) {
  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  const bag = page.getByRole('dialog', { name: 'Your bag' })
  await expect(bag.getByText('Product Added To Cart')).toBeVisible()
  return bag
}

test.describe('cart', () => {
  test('add two products, change the quantity, apply and remove a voucher; reload and language switch keep the bag', async ({ page, request }) => {
    const { withVariant, simple } = await pick(request)

    const bag = await addFromProductPage(page, withVariant)
    await expect(page.getByRole('link', { name: 'Shopping bag, 1 item', includeHidden: true })).toBeAttached()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(bag).toBeHidden()

    const bag2 = await addFromProductPage(page, simple)
    await expect(bag2.getByTestId('cart-line')).toHaveCount(2)
    await bag2.getByRole('link', { name: 'View bag' }).click()

    await expect(page).toHaveURL(/\/en\/cart$/)
    await expect(page.getByRole('heading', { level: 1, name: /Shopping bag/ })).toBeVisible()
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    await expect(page.getByTestId('cart-summary').getByText('Shipping costs are recalculated at checkout.')).toBeVisible()
    await expectNoAxeViolations(page)

    const first = lines.first()
    const update = page.waitForResponse((r) => r.url().endsWith('/api/updateCartItem') && r.ok())
    await first.getByRole('button', { name: /^One more / }).click()
    await update
    await expect(first.getByRole('group').locator('output')).toHaveText('2')
    await expect(page.getByRole('link', { name: 'Shopping bag, 3 items' })).toBeAttached()

    await page.getByLabel('Voucher code').fill('welcome10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Voucher WELCOME10 applied.')).toBeVisible()
    await expect(page.getByTestId('cart-summary').getByText('Discounts')).toBeVisible()
    await page.getByLabel('Voucher code').fill('EXPIRED15')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByLabel('Voucher code')).toHaveAccessibleDescription('This voucher has expired.')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Remove voucher WELCOME10' }).click()
    await expect(page.getByText('Voucher WELCOME10 removed.')).toBeVisible()
    await expect(page.getByTestId('cart-summary').getByText('Discounts')).toHaveCount(0)

    await page.reload()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(page.getByTestId('cart-line').first().getByRole('group').locator('output')).toHaveText('2')
    const server = await cartOf(page)
    expect(server.products.map((p) => p.quantity).sort()).toEqual([1, 2])
    expect(server.vouchers.added).toEqual([])

    await page.goto('/it/cart')
    await expect(page.getByRole('heading', { level: 1, name: /Carrello/ })).toBeVisible()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expectNoAxeViolations(page)

    // A removal can be undone from its notice (the bag's notices are store state: they show only where they were
    // raised, the cart page here), and the line is back on the server too.
    await page.goto('/en/cart')
    const firstName = (await page.getByTestId('cart-line').first().getByRole('link').first().textContent()) ?? ''
    const removedOnce = page.waitForResponse((r) => r.url().endsWith('/api/removeCartItem') && r.ok())
    await page
      .getByTestId('cart-line')
      .first()
      .getByRole('button', { name: /^Remove / })
      .click()
    await removedOnce
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const notice = page.getByRole('alert').filter({ hasText: `${firstName} was removed from your bag.` })
    await expect(notice).toBeVisible()
    await expectNoAxeViolations(page)
    const readded = page.waitForResponse((r) => r.url().endsWith('/api/createCartItem') && r.ok())
    await notice.getByRole('button', { name: 'Undo' }).click()
    await readded
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    expect((await cartOf(page)).products).toHaveLength(2)

    // Empty the bag: remove both lines.
    for (let i = 0; i < 2; i++) {
      const removed = page.waitForResponse((r) => r.url().endsWith('/api/removeCartItem') && r.ok())
      await page
        .getByTestId('cart-line')
        .first()
        .getByRole('button', { name: /^Remove / })
        .click()
      await removed
    }
    await expect(page.getByText('Your bag is empty.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible()
  })

  test('a double click on add adds one line with quantity 1', async ({ page, request }) => {
    const { simple } = await pick(request)
    await page.goto(productPath(simple))
    const adds: Promise<unknown>[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/createCartItem') adds.push(request.response())
    })
    await page.getByRole('button', { name: 'Add to bag' }).dblclick()
    await expect(page.getByRole('dialog', { name: 'Your bag' }).getByText('Product Added To Cart')).toBeVisible()
    // Both clicks have happened before the first answer came back, so a second add would have been sent by now:
    // every add sent has its answer before the bag is read.
    await Promise.all(adds)
    expect(adds).toHaveLength(1)
    const cart = await cartOf(page)
    expect(cart.products.map((p) => p.quantity)).toEqual([1])
  })

  test('an add answered with 500 once is retried and adds one line', async ({ page, request }) => {
    const { simple } = await pick(request)
    await page.goto(productPath(simple))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const armed = await page.request.post('/sandbox/test/fail-next', { data: { call: 'createCartItem', status: 500 } })
    expect(armed.ok()).toBe(true)
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await expect(page.getByRole('dialog', { name: 'Your bag' }).getByText('Product Added To Cart')).toBeVisible()
    const cart = await cartOf(page)
    expect(cart.products.map((p) => p.quantity)).toEqual([1])
  })

  test('past the fair-use limit of one address, an add is refused in the shopper’s language and the bag stays empty', async ({ page, request }) => {
    const { simple } = await pick(request)
    await openSession(page, productPath(simple, 'de'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // The address's adds for this minute, used up (refused as invalid, but counted: the limit comes first).
    const limit = 60
    for (let i = 0; i < limit; i++) expect((await page.request.post('/api/createCartItem', { data: {} })).status()).toBe(422)
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click()
    await expect(
      page.getByText('Produkt wurde nicht in den Warenkorb gelegt: Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.'),
    ).toBeVisible()
    expect((await cartOf(page)).products).toEqual([])
  })

  test('quick add on a card adds a product without variants', async ({ page, request }) => {
    const { simple } = await pick(request)
    await page.goto(`/en/search?q=${encodeURIComponent(simple.name)}`)
    await page
      .getByRole('button', { name: `Add ${simple.name} to bag` })
      .first()
      .click()
    const bag = page.getByRole('dialog', { name: 'Your bag' })
    await expect(bag.getByText('Product Added To Cart')).toBeVisible()
    await expect(bag.getByRole('link', { name: simple.name })).toBeVisible()
    await expectNoAxeViolations(page)
    expect((await cartOf(page)).products.map((p) => p.id_product)).toEqual([simple.id_product])
  })

  test('an out-of-stock product cannot be added', async ({ page, request }) => {
    const { soldOut } = await pick(request)
    expect(soldOut, 'the demo catalogue has sold-out products').toBeTruthy()
    await page.goto(productPath(soldOut!))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Add to bag' })).toBeDisabled()
    expect((await cartOf(page)).products).toEqual([])
  })
})
