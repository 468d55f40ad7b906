import { screen, waitFor, within } from '@testing-library/react'
import { brandHandlers } from '@/features/catalog/mocks/brandHandlers'
import { server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

// The default bootstrap fixture has theme 'blue': brand pages are on.
function serveBrands() {
  const brands = brandHandlers()
  server.use(...brands.handlers)
  return brands
}

const main = () => screen.getByRole('main')

describe('the brand list', () => {
  it('lists every brand A–Z under its initial, with logo, product count and link, asking once', async () => {
    const { brandsRequests } = serveBrands()
    await renderApp('/en/brands')
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument()
    await screen.findByRole('navigation', { name: 'Brands by letter' })
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en')
    expect(within(crumbs).getByText('Brands')).toHaveAttribute('aria-current', 'page')

    const index = within(screen.getByRole('navigation', { name: 'Brands by letter' })).getAllByRole('link')
    expect(index.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['A', '#brands-A'],
      ['B', '#brands-B'],
      ['E', '#brands-E'],
      ['N', '#brands-N'],
      ['Z', '#brands-Z'],
    ])
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'E', 'N', 'Z'])

    // Sorted by name whatever the back end's order; "Élan" files under E.
    const brandLinks = within(main())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/en/brands/'))
    expect(brandLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/en/brands/1-alba-tessile',
      '/en/brands/2-borea-outdoor',
      '/en/brands/9-elan-paris',
      '/en/brands/3-nordkap',
      '/en/brands/7-zefiro-casa',
    ])
    const alba = within(screen.getByRole('region', { name: 'A' })).getByRole('link')
    expect(alba).toHaveTextContent('Alba Tessile')
    expect(alba).toHaveTextContent('9 products')
    // The logo is decorative (the name follows it): an empty alt, not the name read twice.
    const albaLogo = alba.querySelector('img')
    expect(albaLogo).toHaveAttribute('src', '/img/m/alba-tessile-medium.webp')
    expect(albaLogo).toHaveAttribute('alt', '')
    const elan = within(screen.getByRole('region', { name: 'E' })).getByRole('link')
    expect(elan).toHaveTextContent('Élan Paris')
    expect(elan.querySelector('img')).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Z' })).getByRole('link')).toHaveTextContent('Zefiro Casa1 product')

    expect(brandsRequests).toHaveLength(1)
  })
})

describe('a brand page', () => {
  it('shows the brand, its story and its products, asking once for id_manufacturer 3', async () => {
    const { brandRequests } = serveBrands()
    await renderApp('/en/brands/3-nordkap')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nordkap' })).toBeInTheDocument()
    expect(screen.getByText('Nordkap makes touring gear for riders who keep going when the weather turns.')).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/en/brands')
    expect(within(crumbs).getByText('Nordkap')).toHaveAttribute('aria-current', 'page')
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Nordkap' }))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Nordkap touring jacket', 'Nordkap thermal gloves', 'Nordkap neck warmer']),
    )
    expect(screen.getByRole('link', { name: 'Nordkap touring jacket' })).toHaveAttribute('href', '/en/31-nordkap-touring-jacket.html')
    expect(screen.getByRole('status')).toHaveTextContent('3 products')
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Nordkap | Ridgeline'))
    expect(brandRequests).toEqual([{ id_manufacturer: 3, page: 1, q: '', order: 'relevance' }])
  })

  it('is the 404 page for a brand the back end does not know', async () => {
    const { brandRequests } = serveBrands()
    await renderApp('/en/brands/99-nowhere')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('/en/brands/99-nowhere')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/en')
    expect(brandRequests).toEqual([{ id_manufacturer: 99, page: 1, q: '', order: 'relevance' }])
  })
})
