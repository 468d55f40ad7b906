// A back end may declare optional parts of the contract off (bootstrap's capabilities): the reference API does so by
// configuration (SHOP_CAPABILITIES_OFF, here the test controls), and the shop — pages rendered on the server and the
// app after hydration alike — shows nothing of them.
import { expect, expectNoAxeViolations, setShopSettings, test } from './fixtures'

interface Branded {
  name: string
  url: string
  brand: { name: string; url: string }
}

test('a shop without brands: no Brands in the menu, a product’s brand as plain text, no brand pages', async ({ page }) => {
  const listed = await page.request.post('/api/getProducts', { data: { per_page: 24 }, headers: { 'Accept-Language': 'en' } })
  const product = ((await listed.json()).psdata.products as (Branded & { brand: Branded['brand'] | null })[]).find((p) => p.brand) as Branded
  expect(product, 'the demo catalogue has branded products').toBeTruthy()

  await setShopSettings(page, { capabilities_off: ['brands'] })
  try {
    await page.goto('/en')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link').first()).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Brands' })).toHaveCount(0)
    await expect(page.locator('a[href^="/en/brands"]')).toHaveCount(0)

    // The server's HTML of the product page (kept per set of capabilities) links no brand either.
    const html = await (await page.request.get(product.url, { headers: { Accept: 'text/html' } })).text()
    expect(html).toContain(product.name.replace(/&/g, '&amp;'))
    expect(html).not.toContain('href="/en/brands')
    await page.goto(product.url)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText(product.brand.name, { exact: true }).first()).toBeVisible()
    await expect(page.locator('a[href^="/en/brands"]')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.goto(product.brand.url)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  } finally {
    await setShopSettings(page, { capabilities_off: [] })
  }
  // Declared on again, the brands come back.
  await page.goto('/en')
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Brands' })).toBeVisible()
})
