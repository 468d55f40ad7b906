import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { categoryListing } from '../mocks/fixtures'

interface Body {
  id_category: number
  categorySlug: string
  page: number
  q: string
  order: string
  with_category_tree: boolean
}

function serveCategory(total = 30) {
  const requests: Body[] = []
  server.use(
    http.post(`${API}/getProducts`, async ({ request }) => {
      const body = (await request.json()) as Body
      requests.push(body)
      const listing = categoryListing(body.page, { q: body.q }, total)
      if (body.q === 'brand-3') {
        listing.psdata.facets![0]!.filters[0]!.active = true
        listing.psdata.facets![0]!.filters[0]!.nextEncodedFacets = ''
      }
      return HttpResponse.json(listing)
    }),
  )
  return requests
}

const headLink = (selector: string) => document.head.querySelector(selector)?.getAttribute('href')
const alternates = () =>
  Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))

const productNames = () =>
  within(screen.getByRole('list', { name: 'Clothing' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('category page', () => {
  it('shows the category with breadcrumbs, description, subcategories and its first page', async () => {
    const requests = serveCategory()
    await renderApp('/en/10-clothing')
    expect(await screen.findByRole('heading', { level: 1, name: 'Clothing' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home/Apparel/Clothing')
    expect(screen.getByText('Everyday clothing.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Knitwear (8)' })).toHaveAttribute('href', '/en/11-knitwear')
    await waitFor(() => expect(productNames()).toHaveLength(24))
    expect(screen.getByRole('status')).toHaveTextContent('30 products')
    expect(requests[0]).toEqual({ id_category: 10, categorySlug: 'clothing', with_category_tree: true, page: 1, q: '', order: 'relevance' })
  })

  it('tells search engines each language’s own address of the category, and its canonical one', async () => {
    serveCategory()
    await renderApp('/it/10-abbigliamento')
    await waitFor(() => expect(headLink('link[rel="canonical"]')).toBe('http://localhost/it/10-abbigliamento'))
    expect(alternates()).toEqual({
      en: 'http://localhost/en/10-clothing',
      de: 'http://localhost/de/10-kleidung',
      it: 'http://localhost/it/10-abbigliamento',
      es: 'http://localhost/es/10-ropa',
      fr: 'http://localhost/fr/10-vetements',
      'x-default': 'http://localhost/en/10-clothing',
    })
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'http://localhost/it/10-abbigliamento')
  })

  it('sorts through the URL', async () => {
    const user = userEvent.setup()
    const requests = serveCategory()
    const { router } = await renderApp('/en/10-clothing')
    await screen.findByRole('heading', { level: 1, name: 'Clothing' })
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc')
    await waitFor(() => expect(router.state.location.search).toBe('?order=price_desc'))
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ order: 'price_desc', page: 1 }))
  })

  it('filters with the option’s filter string, shows a chip, and clears all', async () => {
    const user = userEvent.setup()
    const requests = serveCategory()
    const { router } = await renderApp('/en/10-clothing')
    const aside = await screen.findByRole('complementary', { name: 'Filters' })
    await user.click(within(aside).getByRole('checkbox', { name: 'Nordkap (12)' }))
    await waitFor(() => expect(router.state.location.search).toBe('?filters=brand-3'))
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ q: 'brand-3' }))
    const chip = await screen.findByRole('button', { name: 'Remove filter Brand: Nordkap' })
    expect(chip).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('on a small screen, filters in a drawer opened by the Filters button (the ticked box keeps the focus), which says how many are on', async () => {
    const user = userEvent.setup()
    const requests = serveCategory()
    const { router } = await renderApp('/en/10-clothing')
    await user.click(await screen.findByRole('button', { name: 'Filters' }))
    // The drawer's code loads on this first tap.
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    // Ticked by keyboard: the box keeps the focus when the filtered list (with new filter strings) arrives.
    within(drawer).getByRole('checkbox', { name: 'Nordkap (12)' }).focus()
    await user.keyboard(' ')
    await waitFor(() => expect(router.state.location.search).toBe('?filters=brand-3'))
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ q: 'brand-3' }))
    await waitFor(() => expect(within(drawer).getByRole('checkbox', { name: 'Nordkap (12)' })).toBeChecked())
    expect(within(drawer).getByRole('checkbox', { name: 'Nordkap (12)' })).toHaveFocus()
    await user.click(within(drawer).getByRole('button', { name: /^Show \d+ products$/ }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-haspopup', 'dialog')
  })

  it('shows more (appending the next page) and less', async () => {
    const user = userEvent.setup()
    const requests = serveCategory(30)
    const { router } = await renderApp('/en/10-clothing')
    await waitFor(() => expect(productNames()).toHaveLength(24))
    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(productNames()).toHaveLength(30))
    expect(router.state.location.search).toBe('?page=2')
    // Each page shown stands for itself.
    expect(headLink('link[rel="canonical"]')).toBe('http://localhost/en/10-clothing?page=2')
    expect(requests.filter((r) => r.page === 1)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show less' }))
    await waitFor(() => expect(productNames()).toHaveLength(24))
  })

  it('restores a shared link’s pages, sort and filters', async () => {
    const requests = serveCategory(30)
    await renderApp('/en/10-clothing?order=title_asc&filters=brand-3&page=2')
    await waitFor(() =>
      expect(requests.map((r) => [r.page, r.order, r.q])).toEqual(
        expect.arrayContaining([
          [1, 'title_asc', 'brand-3'],
          [2, 'title_asc', 'brand-3'],
        ]),
      ),
    )
    // A filtered, re-sorted list is not a page of its own for search engines: the category is.
    await waitFor(() => expect(headLink('link[rel="canonical"]')).toBe('http://localhost/en/10-clothing'))
    expect(alternates().de).toBe('http://localhost/de/10-kleidung')
  })

  it('asks once for the list a link opens: the route starts the request and the page finds it in the cache', async () => {
    const requests = serveCategory(30)
    await renderApp('/en/10-clothing?order=price_asc&filters=brand-3')
    await waitFor(() => expect(productNames()).toHaveLength(24))
    expect(requests).toEqual([{ id_category: 10, categorySlug: 'clothing', with_category_tree: true, page: 1, q: 'brand-3', order: 'price_asc' }])
  })

  it('switches between grid and list and remembers it', async () => {
    const user = userEvent.setup()
    serveCategory()
    const { store } = await renderApp('/en/10-clothing')
    await screen.findByRole('heading', { level: 1, name: 'Clothing' })
    await user.click(screen.getByRole('button', { name: 'List' }))
    expect(store.getState().catalogView.mode).toBe('list')
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says so when nothing matches the filters', async () => {
    server.use(http.post(`${API}/getProducts`, () => HttpResponse.json(categoryListing(1, {}, 0))))
    await renderApp('/en/10-clothing?filters=brand-9')
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument()
  })

  it('is the 404 page for an unknown category', async () => {
    server.use(
      http.post(`${API}/getProducts`, () => HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Category not found' }, { status: 404 })),
    )
    await renderApp('/en/999-nothing')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  })
})
