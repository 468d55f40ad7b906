// Spec §7's freshness rule for a list the shopper comes back to: data older than 5 s is asked for again, newer is
// not — after moving inside the app, and on a server-rendered page the browser took from its cache on the way back
// (a product opened before the app was live, then Back: the browser's copy of the list, however old it is).
// The store's clock is Jest's (Date only; timers run as usual), so the ages are exact and nothing waits.
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { categoryArgs } from '@/features/catalog'
import { catalogApi } from '@/features/catalog/api/catalogApi'
import { categoryListing } from '@/features/catalog/mocks/fixtures'
import { productHandlers } from '@/pages/product/mocks/productHandlers'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import { serverDataReceived } from '@/shared/api'
import { renderApp } from '@/test/renderApp'
import { API, server } from '@/test/server'
import { makeStore, type AppStore } from '../../store'
import { serializeServerData, SERVER_DATA_ID } from '../serverData'
import type { PageArrival } from './pageArrival'
import { readServerData } from './readServerData'

const NOW = Date.parse('2026-11-26T10:00:00Z')
const CLOTHING = categoryArgs('en', { idCategory: 10, categorySlug: 'clothing' }, { filters: '', order: 'relevance' })

beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'hrtime',
      'performance',
    ],
  })
})
afterEach(() => jest.useRealTimers())

function serveClothing() {
  const requests: number[] = []
  server.use(
    countriesHandler,
    http.post(`${API}/getProducts`, () => {
      requests.push(Date.now())
      return HttpResponse.json(categoryListing(1))
    }),
  )
  return requests
}

const clothingEntry = (store: AppStore) => catalogApi.endpoints.getProducts.select(CLOTHING)(store.getState())

/** The page as the server wrote it: the category's answer in its data block. */
async function serverRenderedClothing(): Promise<string> {
  const serverStore = makeStore()
  await serverStore.dispatch(catalogApi.endpoints.getProducts.initiate(CLOTHING))
  const { queries, provided } = serverStore.getState().api
  return serializeServerData({ api: { queries, mutations: {}, provided } })
}

/** The browser starts the app on that page, loaded as `arrival` says. */
async function startOn(json: string, arrival: PageArrival) {
  document.body.innerHTML = `<script id="${SERVER_DATA_ID}" type="application/json">${json}</script>`
  const data = readServerData(document, () => arrival)
  document.body.innerHTML = ''
  const store = makeStore()
  store.dispatch(serverDataReceived(data!.api))
  await renderApp('/en/10-clothing', 'en', store)
  expect(await screen.findByRole('heading', { level: 1, name: 'Clothing' })).toBeInTheDocument()
  return store
}

function entryState(state: Record<string, unknown> | null = null) {
  const history = { state: state as unknown, replaceState: (next: unknown) => void (history.state = next) }
  return history
}
const fromCache = { transferSize: 0, decodedBodySize: 170_000, deliveryType: 'cache' }
const fromServer = { transferSize: 17_000, decodedBodySize: 170_000, deliveryType: '' }

describe('freshness of a list the shopper comes back to', () => {
  it('inside the app: asked for again once older than 5 s, not within them', async () => {
    const requests = serveClothing()
    server.use(...productHandlers())
    const { router, store } = await renderApp('/en/10-clothing')
    await screen.findByRole('heading', { level: 1, name: 'Clothing' })
    expect(requests).toHaveLength(1)

    await act(() => router.navigate('/en/42-merino-crew-neck-sweater.html'))
    await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })
    jest.setSystemTime(NOW + 4_900)
    await act(() => router.navigate(-1))
    await screen.findByRole('heading', { level: 1, name: 'Clothing' })
    expect(clothingEntry(store).status).toBe('fulfilled')

    await act(() => router.navigate('/en/42-merino-crew-neck-sweater.html'))
    await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })
    jest.setSystemTime(NOW + 6_000)
    await act(() => router.navigate(-1))
    // The kept list shows at once while it is asked for again.
    expect(await screen.findByRole('heading', { level: 1, name: 'Clothing' })).toBeInTheDocument()
    await waitFor(() => expect(requests).toEqual([NOW, NOW + 6_000]))
  })

  it('a server-rendered list the browser kept from 6 s ago is asked for again as the app starts', async () => {
    const requests = serveClothing()
    const json = await serverRenderedClothing()
    jest.setSystemTime(NOW + 6_000)
    await startOn(json, { navigation: fromCache, history: entryState({ idx: 0, pageDataReceivedAt: NOW }), now: Date.now() })
    await waitFor(() => expect(requests).toEqual([NOW, NOW + 6_000]))
  })

  it('one kept from 4.9 s ago is not, nor one just fetched from the server, which notes its arrival for the way back', async () => {
    const requests = serveClothing()
    const json = await serverRenderedClothing()
    jest.setSystemTime(NOW + 4_900)
    const kept = await startOn(json, { navigation: fromCache, history: entryState({ pageDataReceivedAt: NOW }), now: Date.now() })
    expect(clothingEntry(kept).status).toBe('fulfilled')

    const history = entryState({ idx: 3 })
    const fetched = await startOn(json, { navigation: fromServer, history, now: Date.now() })
    expect(clothingEntry(fetched).status).toBe('fulfilled')
    expect(history.state).toEqual({ idx: 3, pageDataReceivedAt: NOW + 4_900 })
    expect(requests).toEqual([NOW])
  })

  it('a kept copy whose arrival is unknown counts as old', async () => {
    const requests = serveClothing()
    const json = await serverRenderedClothing()
    // A browser that does not name the cache: nothing was transferred.
    await startOn(json, { navigation: { transferSize: 0, decodedBodySize: 170_000 }, history: entryState(null), now: Date.now() })
    await waitFor(() => expect(requests).toEqual([NOW, NOW]))
  })
})
