// Issue "Catalogue", search: the header's suggestions combobox against the reference API (accent- and
// prefix-insensitive suggestions of the demo catalogue), with the keyboard, on large and small screens.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

interface ListedProduct {
  id_product: number
  name: string
  link_rewrite: string
}

/** A product of the demo catalogue (one with accents in its name when there is one) and what to type for it. */
async function pickProduct(request: APIRequestContext) {
  const response = await request.post('/api/getProducts', { data: { page: 1 }, headers: { 'Accept-Language': 'en' } })
  expect(response.ok()).toBe(true)
  const { psdata } = (await response.json()) as { psdata: { products: ListedProduct[] } }
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '')
  const product = psdata.products.find((p) => plain(p.name) !== p.name) ?? psdata.products[0]
  expect(product, 'the demo catalogue lists products').toBeTruthy()
  // The start of its name, without accents: suggestions are prefix- and accent-insensitive.
  const words = product!.name.split(/\s+/)
  const word = words.find((w) => w.length >= 3) ?? words[0]!
  return { ...product!, typed: plain(word).slice(0, 4).toLowerCase(), path: `/en/${product!.id_product}-${product!.link_rewrite}.html` }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function openHeaderSearch(page: Page): Promise<Locator> {
  // Pointing at the plain field starts loading the combobox; on a busy machine it can replace the field before the
  // click lands, so click whichever of the two is there.
  const banner = page.getByRole('banner')
  await banner
    .getByRole('textbox', { name: 'Search products' })
    .or(banner.getByRole('combobox', { name: 'Search products' }))
    .click()
  const box = page.getByRole('combobox', { name: 'Search products' })
  await expect(box).toBeFocused() // the combobox has replaced the plain field, focus included
  return box
}

test.describe('search suggestions in the header', () => {
  test.use({ viewport: { width: 1440, height: 800 } })

  test('typing the start of a product’s name and picking it with the keyboard opens the product', async ({ page, request }) => {
    const product = await pickProduct(request)
    await page.goto('/en')
    const box = await openHeaderSearch(page)
    await page.keyboard.type(product.typed)
    const list = page.getByRole('listbox', { name: 'Search suggestions' })
    const option = list.getByRole('option', { name: new RegExp(escapeRegExp(product.name)) })
    await expect(option).toBeVisible()
    await expect(option).toContainText(/€\d+\.\d{2}/)
    await expect(list.getByRole('group', { name: 'Products' })).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveCount(1)
    await expectNoAxeViolations(page)

    // Down through the list until the product is the active option (the box keeps the focus).
    for (let i = 0; i < 15 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'missing')
    await expect(box).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(product.path)}$`))
  })

  test('Enter without a chosen suggestion opens the results page for the text', async ({ page, request }) => {
    const product = await pickProduct(request)
    await page.goto('/en')
    await openHeaderSearch(page)
    await page.keyboard.type(product.typed)
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/en/search\\?q=${product.typed}$`))
  })

  test('Escape closes the suggestions, a second Escape empties the field', async ({ page, request }) => {
    const product = await pickProduct(request)
    await page.goto('/en')
    const box = await openHeaderSearch(page)
    await page.keyboard.type(product.typed)
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue(product.typed)
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')
  })
})

test.describe('search on a small screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })

  test('the search icon opens a full-screen search; a tapped suggestion opens the product', async ({ page, request }) => {
    const product = await pickProduct(request)
    await page.goto('/en/cart')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    const box = dialog.getByRole('combobox', { name: 'Search products' })
    await expect(box).toBeFocused()
    await page.keyboard.type(product.typed)
    const option = dialog.getByRole('option', { name: new RegExp(escapeRegExp(product.name)) })
    await expect(option).toBeVisible()
    await expectNoAxeViolations(page)
    await option.tap()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(product.path)}$`))
    await expect(dialog).toBeHidden()
  })
})

test.describe('the search field on laptops', () => {
  const LABELS = { en: 'Search products', de: 'Produkte suchen', it: 'Cerca prodotti', es: 'Buscar productos', fr: 'Rechercher des produits' }
  test('at 1200, 1280 and 1366 px: a visible search field and the whole menu on one row, in all five languages', async ({ page }) => {
    for (const [lang, label] of Object.entries(LABELS)) {
      await page.setViewportSize({ width: 1200, height: 800 })
      await page.goto(`/${lang}`)
      for (const width of [1200, 1280, 1366]) {
        await page.setViewportSize({ width, height: 800 })
        const banner = page.getByRole('banner')
        await expect(banner.getByRole('textbox', { name: label }).or(banner.getByRole('combobox', { name: label }))).toBeVisible()
        await expect(banner.getByRole('button', { name: /^(Search|Suche|Cerca|Buscar|Rechercher)$/ })).toBeHidden()
        // One row: every top category's link at the height of the first.
        const links = banner.getByRole('navigation').first().getByRole('link')
        const tops = await links.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
        expect(tops.length).toBeGreaterThan(3)
        expect(new Set(tops).size, `${lang} at ${width} px: the menu wraps`).toBe(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
        if (lang === 'fr') await expectNoAxeViolations(page)
      }
    }
  })
})
