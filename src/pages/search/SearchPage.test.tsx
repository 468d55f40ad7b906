import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { searchHandlers } from '@/features/catalog/mocks/searchHandlers'
import { server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

const TITLE = 'Results for “merino”'

function serveSearch(options: Parameters<typeof searchHandlers>[0] = {}) {
  const search = searchHandlers(options)
  server.use(...search.handlers)
  return search
}

const resultNames = () =>
  within(screen.getByRole('list', { name: TITLE }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

async function openResults(path = '/en/search?q=merino', options: Parameters<typeof searchHandlers>[0] = {}) {
  const search = serveSearch(options)
  const app = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: TITLE })
  await waitFor(() => expect(resultNames()).toEqual(['Merino item 1', 'Merino item 2', 'Merino item 3', 'Merino item 4']))
  return { ...app, ...search }
}

describe('the search page', () => {
  it('shows the results for the query with their count, asking once with `s`', async () => {
    const { requests, store } = await openResults()
    expect(screen.getByRole('status')).toHaveTextContent('6 products')
    expect(screen.getByText('Showing 4 of 6')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Merino item 1' })).toHaveAttribute('href', '/en/1-merino-item-1.html')
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('merino')
    await waitFor(() => expect(document.title).toBe(`${TITLE} | Ridgeline`))
    // One request for the page's data, with the contract's body: the query in `s`, the listing's defaults.
    expect(requests).toEqual([{ s: 'merino', page: 1, q: '', order: 'relevance' }])
    const searches = Object.values(store.getState().api.queries).filter((q) => q?.endpointName === 'search')
    expect(searches).toHaveLength(1)
  })

  it('sorts through the URL and asks again in that order', async () => {
    const user = userEvent.setup()
    const { router, requests } = await openResults()
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc')
    await waitFor(() => expect(router.state.location.search).toBe('?q=merino&order=price_desc'))
    await waitFor(() => expect(resultNames()).toEqual(['Merino item 6', 'Merino item 5', 'Merino item 4', 'Merino item 3']))
    expect(requests).toEqual([
      { s: 'merino', page: 1, q: '', order: 'relevance' },
      { s: 'merino', page: 1, q: '', order: 'price_desc' },
    ])
  })

  it('shows more by appending the next page, which the URL keeps', async () => {
    const user = userEvent.setup()
    const { router, requests } = await openResults()
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(resultNames()).toEqual(['Merino item 1', 'Merino item 2', 'Merino item 3', 'Merino item 4', 'Merino item 5', 'Merino item 6']))
    expect(router.state.location.search).toBe('?q=merino&page=2')
    expect(screen.getByText('Showing 6 of 6')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    // Only the new page is fetched: page 1 comes from the cache.
    expect(requests).toEqual([
      { s: 'merino', page: 1, q: '', order: 'relevance' },
      { s: 'merino', page: 2, q: '', order: 'relevance' },
    ])
  })

  it('says so when nothing matches and offers popular products', async () => {
    const { requests, bestsellerRequests } = serveSearch({ total: 0 })
    await renderApp('/en/search?q=xyzzy')
    expect(await screen.findByText('Nothing matches “xyzzy”. Check the spelling or try a more general word.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “xyzzy”' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('No products')
    const popular = screen.getByRole('region', { name: 'Popular right now' })
    expect(await within(popular).findByRole('link', { name: 'Wool beanie' })).toHaveAttribute('href', '/en/51-wool-beanie.html')
    expect(within(popular).getByRole('link', { name: 'Cashmere scarf' })).toHaveAttribute('href', '/en/52-cashmere-scarf.html')
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    expect(requests).toEqual([{ s: 'xyzzy', page: 1, q: '', order: 'relevance' }])
    expect(bestsellerRequests).toHaveLength(1)
  })

  it('searches for what the field holds, also when it was typed before the page was live', async () => {
    // Typing into the server's HTML before hydration reaches the field but not React: the text is the query.
    const user = userEvent.setup()
    const { router } = await openResults()
    const main = within(screen.getByRole('main'))
    const field = main.getByRole('searchbox', { name: 'Search the shop' })
    ;(field as HTMLInputElement).value = 'alpaca'
    await user.click(main.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=alpaca'))
    expect(main.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('alpaca')
    // Without JavaScript the same form is a plain GET of this page (a form's default method and address).
    expect(main.getByRole('search')).not.toHaveAttribute('method')
    expect(field).toHaveAttribute('name', 'q')
  })

  it('does not search for a blank query: the bare search page with its field', async () => {
    const { requests } = serveSearch()
    const { store } = await renderApp('/en/search?q=%20%20%20')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Search | Ridgeline'))
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('')
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    // The query is skipped, not merely unanswered: no request and no cache entry.
    expect(requests).toEqual([])
    expect(Object.values(store.getState().api.queries).filter((q) => q?.endpointName === 'search')).toEqual([])
  })
})
