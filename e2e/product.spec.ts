// Issue "Catalogue", product page: open a product of the demo catalogue, switch its variant, open the size guide,
// and see the same page in German — against the reference API, with axe on every state visited.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

interface ListedProduct {
  id_product: number
  link_rewrite: string
  size_guide?: boolean
  colors?: unknown[]
}

/** A product with colours and a size guide (the richest page); the demo catalogue has many. */
async function pickProduct(request: APIRequestContext): Promise<ListedProduct> {
  const response = await request.post('/api/getProducts', { data: { page: 1 }, headers: { 'Accept-Language': 'en' } })
  expect(response.ok()).toBe(true)
  const { psdata } = (await response.json()) as { psdata: { products: ListedProduct[] } }
  const product = psdata.products.find((p) => p.size_guide && (p.colors?.length ?? 0) > 1)
  expect(product, 'the demo catalogue lists a product with colours and a size guide').toBeTruthy()
  return product!
}

const offer = (page: Page) => page.getByTestId('product-offer')

test.describe('product page', () => {
  test('shows a product, switches its variant (kept on reload) and opens the size guide', async ({ page, request }) => {
    const product = await pickProduct(request)
    await page.goto(`/en/${product.id_product}-${product.link_rewrite}.html`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(offer(page)).toContainText(/€\d+\.\d{2}/)

    // The main picture is the page's largest paint: fetched first, never lazily.
    const main = page.getByRole('button', { name: /^Enlarge image/ }).locator('img')
    await expect(main).toHaveAttribute('loading', 'eager')
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('sizes', /560px/)

    // The page's JSON-LD documents: the product's and its breadcrumbs' (e2e/structuredData.spec.ts checks them in full).
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { priceCurrency: string } },
    )
    expect(documents.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expect(documents[0]!.offers!.priceCurrency).toBe('EUR')
    await expectNoAxeViolations(page)

    // Choose an option that is not chosen yet: the URL names the variant, and a reload keeps it.
    const radios = page.getByRole('radio')
    const count = await radios.count()
    expect(count, 'the product offers variants').toBeGreaterThan(1)
    let target = -1
    for (let i = 0; i < count && target < 0; i += 1) if (!(await radios.nth(i).isChecked())) target = i
    const option = radios.nth(target)
    const optionValue = await option.getAttribute('value')
    await option.locator('xpath=..').click()
    await expect(page).toHaveURL(/\?variant=\d+$/)
    await expect(page.locator(`input[type="radio"][value="${optionValue}"]`)).toBeChecked()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const variantUrl = page.url()
    await page.reload()
    await expect(page).toHaveURL(variantUrl)
    await expect(page.locator(`input[type="radio"][value="${optionValue}"]`)).toBeChecked()

    const sizeGuide = page.getByRole('button', { name: 'Size guide' })
    await sizeGuide.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('table')).toBeVisible()
    // Check contrast once the dialog has faded in, not half-way.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(sizeGuide).toBeFocused()
  })

  test('the same page in German: German slug, texts and prices', async ({ page, request }) => {
    const product = await pickProduct(request)
    const german = await request.post('/api/getProduct', { data: { product_id: product.id_product }, headers: { 'Accept-Language': 'de' } })
    const { psdata } = (await german.json()) as { psdata: { name: string; link_rewrite: string; size_guide: { title: string } | null } }

    // Arriving with the English slug (as the language switcher does) ends on the German one.
    await page.goto(`/de/${product.id_product}-${product.link_rewrite}.html`)
    await expect(page).toHaveURL(new RegExp(`/de/${product.id_product}-${psdata.link_rewrite}\\.html$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(psdata.name)
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
    await expect(offer(page)).toContainText(/\d{1,3}(\.\d{3})*,\d{2}\s€/)
    await expectNoAxeViolations(page)
    expect(psdata.size_guide).not.toBeNull()
    await page.getByRole('button', { name: 'Größentabelle' }).click()
    await expect(page.getByRole('dialog', { name: psdata.size_guide?.title })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test('the related products arrive below the fold with styles the page already carries', async ({ page, request }) => {
    // Drawn first in the browser, the loading rail compiled and inserted its styles in the tap on "Add to bag" that
    // follows the scroll to the button; the server's page carries them, and Emotion takes them as inserted.
    const product = await pickProduct(request)
    await page.goto(`/en/${product.id_product}-${product.link_rewrite}.html`)
    const pictureRules = () =>
      page.evaluate(
        () =>
          Array.from(document.styleSheets)
            .flatMap((sheet) => Array.from(sheet.cssRules))
            .filter((rule) => rule instanceof CSSStyleRule && / \.picture$/.test(rule.selectorText)).length,
      )
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(await pictureRules()).toBe(1)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('link').first()).toBeVisible()
    expect(await pictureRules()).toBe(1)
  })

  test('an unknown product is the 404 page', async ({ page }) => {
    await page.goto('/en/999999-no-such-product.html')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})
