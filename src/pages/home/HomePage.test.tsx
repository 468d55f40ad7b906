import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { homeHandlers, type HomeCall, type HomeRequest } from '@/features/catalog/mocks/homeHandlers'
import { shopApi } from '@/features/shop'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import type { Locale } from '@/shared/config'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

const RAILS = ['Featured', 'Best sellers', 'Recommended clothing', 'New arrivals']
/** What each call answered (homeHandlers), as the rails show it: at most 8 cards per rail. */
const NAMES: Record<string, string[]> = {
  Featured: ['Waxed cotton jacket', 'Merino crew-neck sweater'],
  'Best sellers': ['Touring gloves', 'Leather boots'],
  'Recommended clothing': Array.from({ length: 8 }, (_, i) => `Product ${i + 1}`),
  'New arrivals': ['Tank bag', 'Rain cover'],
}

async function openHome(path = '/en', locale: Locale = 'en') {
  const log: HomeRequest[] = []
  server.use(...homeHandlers({ log }))
  const app = await renderApp(path, locale)
  return { ...app, log }
}

const rail = (title: string) => screen.getByRole('region', { name: title })
const productNames = (title: string) =>
  within(rail(title))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement
const callsOf = (log: HomeRequest[], call: HomeCall) => log.filter((r) => r.call === call)

/** Until every rail shows its products (not skeletons). */
async function railsShown(titles: string[], names: string[][]) {
  for (const [i, title] of titles.entries()) {
    await waitFor(() => expect(productNames(title)).toEqual(names[i]))
  }
}

describe('the home page', () => {
  it('shows the hero with a call to action to the clothing category', async () => {
    await openHome()
    expect(await screen.findByRole('heading', { level: 1, name: 'Gear for the road, clothes for every day' })).toBeInTheDocument()
    await railsShown(
      RAILS,
      RAILS.map((t) => NAMES[t]!),
    )
    expect(screen.getByRole('link', { name: 'Shop clothing' })).toHaveAttribute('href', '/en/10-clothing')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('shows each home list in its own rail, in order, with prices, and links the recommended rail to its category', async () => {
    await openHome()
    await railsShown(
      RAILS,
      RAILS.map((t) => NAMES[t]!),
    )
    await screen.findByRole('region', { name: 'Our brands' })
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([...RAILS, 'Our brands'])
    expect(within(card('Waxed cotton jacket')).getByText('€40.00')).toBeInTheDocument()
    expect(within(card('Merino crew-neck sweater')).getByText('€79.00')).toBeInTheDocument()
    expect(within(card('Touring gloves')).getByText('€59.90')).toBeInTheDocument()
    expect(within(card('Rain cover')).getByText('€24.50')).toBeInTheDocument()
    expect(within(card('Product 3')).getByText('€40.00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tank bag' })).toHaveAttribute('href', '/en/301-tank-bag.html')
    expect(within(rail('Recommended clothing')).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/en/10-clothing')
  })

  it('asks for "recommended" as category 10, page 1, in the default order', async () => {
    const { log } = await openHome()
    await railsShown(['Recommended clothing'], [NAMES['Recommended clothing']!])
    expect(callsOf(log, 'getProducts')).toEqual([
      {
        call: 'getProducts',
        lang: 'en',
        body: { id_category: 10, categorySlug: 'clothing', with_category_tree: true, page: 1, q: '', order: 'relevance' },
      },
    ])
  })

  it('asks for each home list once: the page finds what the route loader prefetched', async () => {
    const { log } = await openHome()
    await railsShown(
      RAILS,
      RAILS.map((t) => NAMES[t]!),
    )
    await within(rail('Our brands')).findByRole('link', { name: 'Nordkap' })
    const counts: Partial<Record<HomeCall, number>> = {}
    for (const { call } of log) counts[call] = (counts[call] ?? 0) + 1
    expect(counts).toEqual({ getProductsFeatured: 1, getProductsBestsellers: 1, getProductsLatest: 1, getProducts: 1, getBrands: 1 })
    expect(new Set(log.map((r) => r.lang))).toEqual(new Set(['en']))
  })

  it('shows the brand strip when the shop’s theme is blue', async () => {
    await openHome()
    const strip = await screen.findByRole('region', { name: 'Our brands' })
    expect(await within(strip).findByRole('link', { name: 'Nordkap' })).toHaveAttribute('href', '/en/brands/3-nordkap')
    expect(within(strip).getByRole('link', { name: 'Alba Tessile' })).toHaveAttribute('href', '/en/brands/1-alba-tessile')
    expect(within(strip).getByRole('link', { name: 'All brands' })).toHaveAttribute('href', '/en/brands')
  })

  it('has no brand strip with another theme', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({ theme: 'default' }))))
    const { store, log } = await openHome()
    await railsShown(
      RAILS,
      RAILS.map((t) => NAMES[t]!),
    )
    await waitFor(() => expect(shopApi.endpoints.bootstrap.select('en')(store.getState()).data?.settings.brandsEnabled).toBe(false))
    expect(screen.queryByRole('region', { name: 'Our brands' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'All brands' })).not.toBeInTheDocument()
    // A shop without brand pages is not asked for its brands.
    expect(callsOf(log, 'getBrands')).toEqual([])
  })

  it('offers quick add on products without variants only', async () => {
    await openHome()
    await railsShown(['Featured', 'Best sellers'], [NAMES.Featured!, NAMES['Best sellers']!])
    expect(within(card('Waxed cotton jacket')).getByRole('button', { name: 'Add Waxed cotton jacket to bag' })).toBeEnabled()
    expect(within(card('Touring gloves')).getByRole('button', { name: 'Add Touring gloves to bag' })).toBeEnabled()
    expect(within(card('Merino crew-neck sweater')).queryByRole('button', { name: /to bag/ })).not.toBeInTheDocument()
    expect(within(card('Leather boots')).queryByRole('button', { name: /to bag/ })).not.toBeInTheDocument()
  })

  it('speaks German on /de: rail titles, prices, links and the lists asked for in German', async () => {
    const { log } = await openHome('/de', 'de')
    const german = ['Im Fokus', 'Bestseller', 'Empfohlene Bekleidung', 'Neuheiten']
    await railsShown(
      german,
      RAILS.map((t) => NAMES[t]!),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Ausrüstung für die Straße, Kleidung für jeden Tag' })).toBeInTheDocument()
    expect(within(card('Waxed cotton jacket')).getByText(/^40,00\s€$/)).toBeInTheDocument()
    expect(within(card('Touring gloves')).getByText(/^59,90\s€$/)).toBeInTheDocument()
    expect(within(card('Waxed cotton jacket')).getByRole('button', { name: 'Waxed cotton jacket in den Warenkorb legen' })).toBeInTheDocument()
    // The category's German slug comes with its listing.
    expect(within(rail('Empfohlene Bekleidung')).getByRole('link', { name: 'Alle ansehen' })).toHaveAttribute('href', '/de/10-kleidung')
    expect(screen.getByRole('link', { name: 'Bekleidung entdecken' })).toHaveAttribute('href', '/de/10-kleidung')
    expect(new Set(log.map((r) => r.lang))).toEqual(new Set(['de']))
  })
})
