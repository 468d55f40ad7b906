import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import Footer from './Footer'

const GERMAN_PAGES = [
  { id_cms: 1, title: 'Über uns', link_rewrite: 'ueber-uns', url: '/de/ueber-uns', role: null },
  { id_cms: 4, title: 'Versand', link_rewrite: 'versand', url: '/de/versand', role: null },
  { id_cms: 3, title: 'Datenschutzerklärung', link_rewrite: 'datenschutz', url: '/de/datenschutz', role: 'privacy' as const },
]

const helpLinks = async (name: string) => within(await screen.findByRole('navigation', { name })).getAllByRole('link')

describe('the footer’s links to the content pages', () => {
  it('are the shop’s own pages, titled and linked in the page’s language (no redirect to follow)', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({}, { cms_pages: GERMAN_PAGES }))))
    await renderWithProviders(<Footer />, { route: '/de' })
    await screen.findByRole('link', { name: 'Über uns' })
    expect((await helpLinks('Hilfe')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Über uns', '/de/ueber-uns'],
      ['Versand', '/de/versand'],
      ['Datenschutzerklärung', '/de/datenschutz'],
    ])
  })

  it('link the legal notice and the accessibility statement in the page’s language, under their own slugs', async () => {
    const french = [
      { id_cms: 6, title: 'Nous contacter', link_rewrite: 'contact', url: '/fr/contact', role: null },
      { id_cms: 8, title: 'Mentions légales', link_rewrite: 'mentions-legales', url: '/fr/mentions-legales', role: null },
      { id_cms: 9, title: 'Déclaration d’accessibilité', link_rewrite: 'declaration-accessibilite', url: '/fr/declaration-accessibilite', role: null },
    ]
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({}, { cms_pages: french }))))
    await renderWithProviders(<Footer />, { route: '/fr' })
    await screen.findByRole('link', { name: 'Mentions légales' })
    const links = (await helpLinks('Aide')).map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toContainEqual(['Mentions légales', '/fr/mentions-legales'])
    expect(links).toContainEqual(['Déclaration d’accessibilité', '/fr/declaration-accessibilite'])
  })

  it('fall back to the usual pages when the shop’s list could not be loaded', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json({ success: false, code: 500, psdata: null }, { status: 500 })))
    await renderWithProviders(<Footer />)
    expect(await screen.findByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about-us')
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy')
    // The legal pages are there too: their English slugs lead to each language's own page (a 301).
    expect(screen.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/en/legal-notice')
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/en/accessibility-statement')
  })

  it('fall back in the page’s language too', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json({ success: false, code: 500, psdata: null }, { status: 500 })))
    await renderWithProviders(<Footer />, { route: '/de' })
    expect(await screen.findByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/legal-notice')
    expect(screen.getByRole('link', { name: 'Barrierefreiheitserklärung' })).toHaveAttribute('href', '/de/accessibility-statement')
  })
})
