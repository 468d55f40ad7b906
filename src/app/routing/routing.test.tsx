import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { wishlistHandlers } from '@/features/wishlist/mocks/handlers'
import { setConfig } from '@/shared/config'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

const contentNotFound = http.post('http://localhost/content/getContent', () =>
  HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Page not found' }, { status: 404 }),
)

describe('the locale router', () => {
  it('sends / to the detected language', async () => {
    document.cookie = 'locale=it; Path=/'
    const { router } = await renderApp('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/it'))
  })

  it('prefixes a path without a language and replaces an unknown one', async () => {
    const first = await renderApp('/cart?x=1')
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/en/cart'))
    expect(first.router.state.location.search).toBe('?x=1')
    first.unmount()
    const second = await renderApp('/xx/cart')
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/en/cart'))
  })

  it('redirects a trailing slash to the path without it', async () => {
    const { router } = await renderApp('/de/cart/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/cart'))
  })

  it('shows the 404 page with a way home for an unknown path', async () => {
    await renderApp('/en/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText("Sorry, we couldn't find the page you're looking for.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/en')
    expect(screen.getByText('/en/no/such/page')).toBeInTheDocument()
  })

  it('matches paths case-sensitively: /en/My-Account is not the account page', async () => {
    server.use(contentNotFound)
    await renderApp('/en/My-Account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  })

  it('follows the server’s redirect for a path', async () => {
    server.use(contentNotFound)
    server.use(
      http.post(`${API}/getRedirect`, async ({ request }) => {
        const { path } = (await request.json()) as { path: string }
        return HttpResponse.json({ success: true, code: 200, psdata: { to: path === '/en/home' ? '/en' : null, status: 301 } })
      }),
    )
    const { router } = await renderApp('/en/home')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
  })

  it('sends a guest from an account page to login and remembers where they were going', async () => {
    const { router } = await renderApp('/en/my-account/orders')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fmy-account%2Forders')
  })

  it('lets a signed-in customer open account pages', async () => {
    server.use(
      ...accountHandlers,
      ...wishlistHandlers(),
      http.post(`${API}/bootstrap`, () =>
        HttpResponse.json(bootstrapFixture({}, { customer: { id_customer: 1, firstname: 'Giulia', lastname: 'Romano', email: 'demo@example.com' } })),
      ),
    )
    await renderApp('/en/my-account')
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument()
  })

  it('renders auth pages in the auth layout (no shop navigation)', async () => {
    await renderApp('/en/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })
})

describe('brand pages', () => {
  it('exist when the theme is blue', async () => {
    await renderApp('/en/brands')
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument()
  })

  it('are the 404 page with another theme', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({ theme: 'default' }))))
    await renderApp('/de/brands/4-nordkap', 'de')
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument()
    // The route guard's own message (spec §4), in the page's language.
    expect(screen.getByText('Seite nicht gefunden: /de/brands/4-nordkap')).toBeInTheDocument()
  })

  it('validate the brand id pattern', async () => {
    await renderApp('/en/brands/nordkap')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('Page Not Found: /en/brands/nordkap')).toBeInTheDocument()
  })

  it('follow the back end’s redirect for a path the guard refuses (the legacy /en/brands/show), keeping the query', async () => {
    server.use(
      http.post(`${API}/getRedirect`, async ({ request }) => {
        const { path } = (await request.json()) as { path: string }
        return HttpResponse.json({
          success: true,
          code: 200,
          psdata: path === '/en/brands/show' ? { to: '/en/brands', status: 301 } : { to: null, status: 301 },
        })
      }),
    )
    const { router } = await renderApp('/en/brands/show?ref=old')
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/en/brands?ref=old')
  })
})

describe('maintenance', () => {
  it('shows the 503 page in the maintenance layout when the back end says so', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({ maintenance_mode: true }))))
    await renderApp('/en/cart')
    expect(await screen.findByText("The website is under maintenance. We'll be back shortly.")).toBeInTheDocument()
    expect(screen.getByText('Please try again in a few minutes.')).toBeInTheDocument()
    expect(screen.getByText('503')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })

  it('closes the shop when configured to, without asking the back end', async () => {
    setConfig({ maintenance_mode: true })
    await renderApp('/en')
    expect(await screen.findByText('Please try again in a few minutes.')).toBeInTheDocument()
  })

  it('closes the shop when any call answers 503', async () => {
    server.use(http.post(`${API}/getRedirect`, () => HttpResponse.json({ success: false, code: 503, psdata: null }, { status: 503 })))
    await renderApp('/en/cart')
    // the call is retried once before it counts as failed
    expect(await screen.findByText('Please try again in a few minutes.')).toBeInTheDocument()
  })
})

describe('languages', () => {
  it('renders the shell in German with German prices', async () => {
    await renderApp('/de/cart', 'de')
    expect(await screen.findByText(/150,00\s€/)).toBeInTheDocument()
    // The document's language is set once the page has drawn (an effect), not with the price.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'))
  })

  it('switches language on the same page and remembers it in the cookie', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/en/cart?coupon=1#lines')
    const header = await screen.findByRole('banner')
    await user.selectOptions(within(header).getByLabelText('Language'), 'it')
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/cart'))
    expect(router.state.location.search).toBe('?coupon=1')
    expect(router.state.location.hash).toBe('#lines')
    expect(document.cookie).toContain('locale=it')
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrello' })).toBeInTheDocument()
  })

  it('announces every language version of the page to search engines', async () => {
    await renderApp('/fr/cart', 'fr')
    await screen.findAllByRole('link')
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', 'http://localhost/en/cart'],
        ['de', 'http://localhost/de/cart'],
        ['x-default', 'http://localhost/en/cart'],
      ]),
    )
  })
})
