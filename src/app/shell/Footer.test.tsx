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
    await renderWithProviders(<Footer lang="de" />, { route: '/de', locale: 'de' })
    await screen.findByRole('link', { name: 'Über uns' })
    expect((await helpLinks('Hilfe')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Über uns', '/de/ueber-uns'],
      ['Versand', '/de/versand'],
      ['Datenschutzerklärung', '/de/datenschutz'],
    ])
  })

  it('fall back to the usual pages when the shop’s list could not be loaded', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json({ success: false, code: 500, psdata: null }, { status: 500 })))
    await renderWithProviders(<Footer lang="en" />)
    expect(await screen.findByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about-us')
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy')
  })
})
