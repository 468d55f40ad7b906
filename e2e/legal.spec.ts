// The legal notice and the accessibility statement (issue 22): reached from the footer with the keyboard alone, in
// the page's language, showing the company details the shop's settings hold (here the demo's sample company, which
// the page says it is), and clean under axe.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** Presses Tab until the footer's link of that name has the focus (the footer is drawn once the focus comes near it). */
async function tabToFooterLink(page: Page, name: string, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      return element instanceof HTMLAnchorElement && element.closest('footer') ? element.textContent : null
    })
    if (focused === name) return
  }
  throw new Error(`the footer link "${name}" was not reached with ${max} presses of Tab`)
}

/** The value a description list gives for a term, e.g. "Firma" → "Demo Shop S.r.l.". */
const detail = (page: Page, term: string) => page.getByRole('article').locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

test.describe('legal pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('in German, the Impressum is reached from the footer by keyboard and shows the company from the shop’s settings', async ({ page }) => {
    await page.goto('/de/versand')
    await expect(page.getByRole('heading', { level: 1, name: 'Versand' })).toBeVisible()
    await tabToFooterLink(page, 'Impressum')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/de\/impressum$/)
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()
    await expect(page).toHaveTitle(/^Impressum/)
    await expect(detail(page, 'Firma')).toHaveText('Demo Shop S.r.l.')
    await expect(detail(page, 'Rechtsform')).toHaveText('Società a responsabilità limitata (S.r.l.)')
    await expect(detail(page, 'Sitz und Anschrift')).toHaveText('Via Pastrengo 14 20159 Milano Italien', { useInnerText: true })
    await expect(detail(page, 'Handelsregister')).toHaveText('Registro delle Imprese di Milano Monza Brianza Lodi')
    await expect(detail(page, 'Registernummer')).toHaveText('REA MI-2104857')
    await expect(detail(page, 'Umsatzsteuer-Identifikationsnummer')).toHaveText('IT12345678903')
    await expect(detail(page, 'Vertreten durch')).toHaveText('Giulia Ferraris')
    await expect(detail(page, 'E-Mail').getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')
    await expect(detail(page, 'Telefon').getByRole('link', { name: '+39 02 8734 5120' })).toHaveAttribute('href', 'tel:+390287345120')
    // Sample data says so; no placeholder is left unfilled.
    await expect(article).toContainText('Dies sind Beispielangaben des Demo-Shops')
    await expect(article).toContainText(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    )
    await expect(article).not.toContainText('{{')
    await expect(article.getByRole('link', { name: 'Barrierefreiheitserklärung' })).toHaveAttribute('href', '/de/barrierefreiheitserklaerung')
    await expectNoAxeViolations(page)
  })

  test('in French, the accessibility statement is reached from the footer by keyboard: dated, measured, with its limits and contacts', async ({ page }) => {
    await page.goto('/fr/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible()
    await tabToFooterLink(page, 'Déclaration d’accessibilité')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/fr\/declaration-accessibilite$/)
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible()
    await expect(article).toContainText('Date de la présente déclaration : 26 novembre 2026.')
    for (const heading of [
      'Norme appliquée',
      'État de conformité',
      'Comment nous vérifions (au 26 novembre 2026)',
      'Limites connues',
      'Retour d’information et contact',
      'Voies de recours',
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(article).toContainText('WCAG) 2.2, niveau AA')
    await expect(article).toContainText('EN 301 549 V3.2.1')
    await expect(article).toContainText('partiellement conforme')
    // The company in the opening sentence and the feedback contact come from the same settings as the legal notice.
    await expect(article).toContainText('Demo Shop S.r.l. souhaite que chacun puisse utiliser la boutique en ligne Ridgeline')
    await expect(article.getByRole('listitem').filter({ hasText: 'E-mail' }).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    )
    await expect(article.getByRole('listitem').filter({ hasText: 'Téléphone' }).getByRole('link', { name: '+39 02 8734 5120' })).toBeVisible()
    // The demo has not named its market-surveillance authority: the statement says the shop fills it in.
    await expect(article).toContainText(
      '[nom et adresse de l’autorité nationale de surveillance du marché compétente pour l’accessibilité des services – à compléter par la boutique]',
    )
    await expect(article).not.toContainText('{{')
    await expectNoAxeViolations(page)
  })

  test('on a phone, both pages fit the screen in every language and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const pages: [string, string][] = [
      ['/en/legal-notice', 'Legal notice'],
      ['/de/impressum', 'Impressum'],
      ['/it/note-legali', 'Note legali'],
      ['/es/aviso-legal', 'Aviso legal'],
      ['/fr/mentions-legales', 'Mentions légales'],
      ['/en/accessibility-statement', 'Accessibility statement'],
      ['/de/barrierefreiheitserklaerung', 'Barrierefreiheitserklärung'],
      ['/it/dichiarazione-di-accessibilita', 'Dichiarazione di accessibilità'],
      ['/es/declaracion-de-accesibilidad', 'Declaración de accesibilidad'],
      ['/fr/declaration-accessibilite', 'Déclaration d’accessibilité'],
    ]
    for (const [path, title] of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      // The longest words of the five languages ("Barrierefreiheitserklärung" as a heading) stay within the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
    for (const path of ['/de/barrierefreiheitserklaerung', '/it/note-legali']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})
