// Issue "Catalogue" (product page) and spec §4–§6 reviews: a guest reads reviews and is sent to sign in; the demo
// customer edits their own review, writes one for a product they bought and deletes it after confirming; a
// product they did not buy says a purchase is required.
import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

const DEMO = { email: 'demo@example.com', password: 'Demo-Shop-2026!' }

/** The first product (by id) whose review status for the signed-in viewer is `status`. */
async function productWithStatus(request: APIRequestContext, status: string): Promise<number> {
  for (let id = 2; id <= 60; id += 1) {
    const body = (await (await request.post('/api/getProductReviews', { data: { productId: id } })).json()) as { psdata: { review_status: string } | null }
    if (body.psdata?.review_status === status) return id
  }
  throw new Error(`no product with review status ${status}`)
}

test.describe('product reviews', () => {
  test('guest reads reviews → signs in from the section → edits their own review', async ({ page }) => {
    await page.goto('/en/1-organic-cotton-crew-neck-t-shirt-white.html')
    await page
      .getByRole('link', { name: /out of 5/ })
      .first()
      .click()
    await expect(page).toHaveURL(/#reviews$/)
    const section = page.getByRole('region', { name: 'Reviews' })
    await expect(
      section
        .getByRole('list', { name: /^Reviews of / })
        .getByRole('article')
        .first(),
    ).toBeVisible()
    await expect(section).toContainText(/out of 5 · \d+ reviews/)
    await expectNoAxeViolations(page)

    await section.getByRole('link', { name: 'Login to review' }).click()
    await expect(page).toHaveURL(/\/en\/login\?redirect=/)
    await page.getByLabel('Email').fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/1-organic-cotton-crew-neck-t-shirt-white\.html/)
    // The section's content is drawn when the shopper comes near it.
    await section.scrollIntoViewIfNeeded()

    const mine = section.getByRole('article').filter({ hasText: 'Your review' })
    await mine.getByRole('button', { name: 'Edit your review' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill('Still the perfect T-shirt')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(section.getByRole('status')).toHaveText('Your review has been updated.')
    await expect(mine.getByRole('heading', { level: 3 })).toHaveText('Still the perfect T-shirt')
  })

  test('a customer writes a review of a product they bought, then deletes it after confirming', async ({ page }) => {
    await page.goto('/en/login')
    await page.getByLabel('Email').fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/my-account$/)

    const bought = await productWithStatus(page.request, 'allowed')
    await page.goto(`/en/${bought}.html`)
    const section = page.getByRole('region', { name: 'Reviews' })
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('button', { name: 'Write a review' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Submit review' }).click()
    await expect(dialog.getByText('Please select a rating')).toBeVisible()
    await expect(dialog.getByText('Please fix the errors above before submitting')).toBeVisible()
    await expectNoAxeViolations(page)

    // A real click on the fourth star (the label of the hidden radio).
    await dialog
      .getByRole('group', { name: 'Your rating' })
      .locator('label')
      .filter({ hasText: /^4 stars$/ })
      .click()
    await dialog.getByLabel('Title').fill('Does what it promises')
    await dialog.getByLabel('Your review').fill('Good materials, arrived quickly, fits as described.')
    await dialog.getByRole('button', { name: 'Submit review' }).click()
    await expect(section.getByRole('status')).toHaveText('Thank you! Your review has been submitted.')
    const mine = section.getByRole('article').filter({ hasText: 'Your review' })
    await expect(mine.getByRole('heading', { level: 3 })).toHaveText('Does what it promises')
    await expect(mine).toContainText('Rated 4 out of 5')

    await mine.getByRole('button', { name: 'Delete your review' }).click()
    await expect(dialog).toContainText('Your review “Does what it promises” will be removed for good.')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(section.getByRole('status')).toHaveText('Your review has been deleted.')
    await expect(section.getByRole('article').filter({ hasText: 'Does what it promises' })).toHaveCount(0)
    await expect(section.getByRole('button', { name: 'Write a review' })).toBeVisible()

    const notBought = await productWithStatus(page.request, 'purchase_required')
    await page.goto(`/en/${notBought}.html`)
    await section.scrollIntoViewIfNeeded()
    await expect(section).toContainText('Purchase required')
    await expect(section).toContainText('You must purchase this product before you can leave a review.')
  })
})
