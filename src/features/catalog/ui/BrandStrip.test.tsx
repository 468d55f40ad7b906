import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { API, server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { catalogApi } from '../api/catalogApi'
import { brandHandlers } from '../mocks/brandHandlers'
import { BrandStrip } from './BrandStrip'

describe('BrandStrip', () => {
  it('shows each brand with a link to its page, and a link to all brands', async () => {
    server.use(...brandHandlers().handlers)
    await renderWithProviders(<BrandStrip />)
    const strip = await screen.findByRole('region', { name: 'Our brands' })
    expect(await within(strip).findByRole('link', { name: 'Nordkap' })).toHaveAttribute('href', '/en/brands/3-nordkap')
    expect(within(strip).getByRole('link', { name: 'Alba Tessile' })).toHaveAttribute('href', '/en/brands/1-alba-tessile')
    // A brand without a logo is still there, by name.
    expect(within(strip).getByRole('link', { name: 'Élan Paris' })).toHaveAttribute('href', '/en/brands/9-elan-paris')
    expect(within(strip).getByRole('link', { name: 'All brands' })).toHaveAttribute('href', '/en/brands')
  })

  it('speaks the page’s language', async () => {
    server.use(...brandHandlers().handlers)
    await renderWithProviders(<BrandStrip />, { route: '/de' })
    const strip = await screen.findByRole('region', { name: 'Unsere Marken' })
    expect(within(strip).getByRole('link', { name: 'Alle Marken' })).toHaveAttribute('href', '/de/brands')
  })

  it('shows nothing when the shop has no brands', async () => {
    server.use(http.post(`${API}/getBrands`, () => HttpResponse.json({ success: true, code: 200, psdata: { brands: [] } })))
    const { container, store } = await renderWithProviders(<BrandStrip />)
    await waitFor(() => expect(catalogApi.endpoints.getBrands.select('en')(store.getState()).data).toEqual([]))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })
})
