// The newsletter: a sign-up in the footer, the welcome e-mail in the sandbox outbox, and its unsubscribe link.
import { expect, expectNoAxeViolations, test } from './fixtures'

test.describe('newsletter', () => {
  test('subscribe in the footer → welcome e-mail → its link unsubscribes after a click, once', async ({ page, request }) => {
    const email = `news-${Date.now()}@example.com`
    await page.goto('/de')
    // The footer (and its form) is drawn when the shopper comes near it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const signup = page.getByRole('form', { name: 'Newsletter abonnieren' })
    await signup.getByLabel('E-Mail-Adresse').fill(email)
    await signup.getByRole('button', { name: 'Abonnieren' }).click()
    await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(`Danke! Wir haben eine Willkommens-E-Mail an ${email} geschickt.`)
    await expectNoAxeViolations(page)

    const outbox = (await (await request.get(`/sandbox/mail.json?to=${encodeURIComponent(email)}`)).json()) as { psdata: { text: string }[] }
    const link = /https?:\/\/\S+\/de\/newsletter\/unsubscribe\?token=[^\s"<]+/.exec(outbox.psdata.map((m) => m.text).join('\n'))?.[0]
    expect(link, 'unsubscribe link in the German welcome e-mail').toBeTruthy()
    const path = new URL(link!).pathname + new URL(link!).search

    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Vom Newsletter abmelden' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByRole('status')).toHaveText(`${email} ist abgemeldet. Sie erhalten unseren Newsletter nicht mehr.`)

    await page.goto(path)
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByText('Dieser Abmeldelink ist nicht mehr gültig.', { exact: false })).toBeVisible()
  })
})
