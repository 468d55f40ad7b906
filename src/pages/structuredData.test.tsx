// Every page type's structured data, held to Google's rich-result requirements (src/test/richResults.ts): no
// errors, no recommended property missing that the shop knows — and saying what the page shows (the breadcrumbs
// on screen, the products in the grid, the price in the buy box, the search the search box opens).
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { brandHandlers } from '@/features/catalog/mocks/brandHandlers'
import { categoryListing } from '@/features/catalog/mocks/fixtures'
import { searchHandlers } from '@/features/catalog/mocks/searchHandlers'
import { contentHandlers } from '@/features/content/mocks/contentHandlers'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { renderApp } from '@/test/renderApp'
import { checkRichResult, jsonLdNodes, jsonLdOfDocument, knownButMissing, nodesOfType, type RichResultKind } from '@/test/richResults'
import { API, server } from '@/test/server'
import { productHandlers } from './product/mocks/productHandlers'

// The whole app renders for each test (lazy page chunks included): give a busy CI machine room.
jest.setTimeout(20_000)

const ORIGIN = 'http://localhost'
type Node = Record<string, unknown>

/** The page's one node of this type, once it is there. */
async function node(type: string): Promise<Node> {
  let found: Node[] = []
  await waitFor(() => {
    found = nodesOfType(jsonLdNodes(jsonLdOfDocument()), type)
    expect(found).toHaveLength(1)
  })
  return found[0]!
}

function expectEligible(kind: RichResultKind, data: Node) {
  const report = checkRichResult(kind, data, ORIGIN)
  expect(report.errors).toEqual([])
  expect(knownButMissing(report)).toEqual([])
}

/** The breadcrumbs on screen: each crumb's name, and its absolute URL when it is a link. */
function shownCrumbs() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
  return [...nav.querySelectorAll('a, [aria-current="page"]')].map((el) => ({ name: el.textContent, url: el.getAttribute('href') }))
}

/** The BreadcrumbList, compared with what is shown: same names in the same order, same link targets. */
function expectCrumbsAsShown(list: Node) {
  const items = list.itemListElement as { name: string; item?: string }[]
  const shown = shownCrumbs()
  expect(items.map((i) => i.name)).toEqual(shown.map((c) => c.name))
  shown.forEach((crumb, i) => {
    if (crumb.url) expect(items[i]!.item).toBe(`${ORIGIN}${crumb.url}`)
  })
}

/** The product pages linked from a listing's grid, in order. */
function gridProducts(listName: string): string[] {
  const links = within(screen.getByRole('list', { name: listName })).getAllByRole('link')
  return [...new Set(links.map((a) => a.getAttribute('href')!).filter((href) => href.endsWith('.html')))].map((href) => `${ORIGIN}${href}`)
}

describe('structured data that Google’s rich results accept', () => {
  it('a product page: the product with its offer, shipping, returns, rating and reviews, and its breadcrumbs as shown', async () => {
    server.use(...productHandlers())
    await renderApp('/en/42-merino-crew-neck-sweater.html')
    await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })
    const product = await node('Product')
    expectEligible('product', product)
    const offer = product.offers as Node
    // What the buy box shows: the chosen variant's price, stock and reference.
    expect(within(screen.getByTestId('product-offer')).getByText('€79.00')).toBeInTheDocument()
    expect(offer).toMatchObject({ price: '79.00', priceCurrency: 'EUR', availability: 'https://schema.org/LimitedAvailability' })
    expect(product).toMatchObject({ sku: 'MS-S-R', color: 'Red', url: `${ORIGIN}/en/42-merino-crew-neck-sweater.html` })
    // Nordkap ships free to Italy from 75 EUR (the fixture's brand threshold); the cheapest carrier elsewhere.
    const rates = (offer.shippingDetails as Node[]).map((d) => [
      (d.shippingDestination as Node[]).map((r) => r.addressCountry).join(),
      (d.shippingRate as Node).value,
    ])
    expect(rates).toEqual([
      ['IT', 0],
      ['DE', 7.9],
      ['CH', 11.9],
      ['US', 19.9],
    ])
    expect(offer.hasMerchantReturnPolicy).toEqual([
      expect.objectContaining({ applicableCountry: ['IT'], merchantReturnDays: 14, returnFees: 'https://schema.org/FreeReturn' }),
      expect.objectContaining({ applicableCountry: ['DE', 'CH', 'US'], returnFees: 'https://schema.org/ReturnShippingFees' }),
    ])
    expect(product.review).toHaveLength(2)
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 })
    const crumbs = await node('BreadcrumbList')
    expectEligible('breadcrumb', crumbs)
    expectCrumbsAsShown(crumbs)
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
      { '@type': 'ListItem', position: 2, name: 'Clothing', item: `${ORIGIN}/en/10-clothing` },
      { '@type': 'ListItem', position: 3, name: 'Merino crew-neck sweater' },
    ])
  })

  it('a category page: its breadcrumbs as shown and the products of its grid as an ItemList', async () => {
    server.use(http.post(`${API}/getProducts`, () => HttpResponse.json(categoryListing(1))))
    await renderApp('/en/10-clothing')
    await screen.findByRole('heading', { level: 1, name: 'Clothing' })
    const crumbs = await node('BreadcrumbList')
    expectEligible('breadcrumb', crumbs)
    expectCrumbsAsShown(crumbs)
    expect((crumbs.itemListElement as Node[]).at(-1)).toEqual({ '@type': 'ListItem', position: 3, name: 'Clothing', item: `${ORIGIN}/en/10-clothing` })
    const list = await node('ItemList')
    expectEligible('itemList', list)
    await waitFor(() => expect(gridProducts('Clothing')).toHaveLength(24))
    expect((list.itemListElement as Node[]).map((i) => i.url)).toEqual(gridProducts('Clothing'))
  })

  it('a brand page: its breadcrumbs as shown and its products', async () => {
    server.use(...brandHandlers().handlers)
    await renderApp('/en/brands/3-nordkap')
    await screen.findByRole('heading', { level: 1, name: 'Nordkap' })
    const crumbs = await node('BreadcrumbList')
    expectEligible('breadcrumb', crumbs)
    expectCrumbsAsShown(crumbs)
    expect((crumbs.itemListElement as Node[]).map((i) => i.name)).toEqual(['Home', 'Brands', 'Nordkap'])
    const list = await node('ItemList')
    expectEligible('itemList', list)
    await waitFor(() => expect(gridProducts('Nordkap')).toHaveLength(3))
    expect((list.itemListElement as Node[]).map((i) => i.url)).toEqual(gridProducts('Nordkap'))
  })

  it('a content page: a breadcrumb trail, shown and stated', async () => {
    server.use(...contentHandlers().handlers)
    await renderApp('/en/about-us')
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    const crumbs = await node('BreadcrumbList')
    expectEligible('breadcrumb', crumbs)
    expectCrumbsAsShown(crumbs)
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
      { '@type': 'ListItem', position: 2, name: 'About us' },
    ])
  })

  it('search results: the products found as an ItemList', async () => {
    server.use(...searchHandlers().handlers)
    await renderApp('/en/search?q=merino')
    const title = 'Results for “merino”'
    await screen.findByRole('heading', { level: 1, name: title })
    const list = await node('ItemList')
    expectEligible('itemList', list)
    await waitFor(() => expect(gridProducts(title)).toHaveLength(4))
    expect((list.itemListElement as Node[]).map((i) => i.url)).toEqual(gridProducts(title))
  })

  it('the home page: the shop with its logo and profiles, and the site with a search that opens the search page', async () => {
    const sameAs = ['https://www.instagram.com/ridgeline.shop/', 'https://www.facebook.com/ridgeline.shop']
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({ same_as: sameAs }))))
    const { router } = await renderApp('/en')
    await screen.findByRole('heading', { level: 1 })
    await waitFor(async () => expect((await node('Organization')).sameAs).toEqual(sameAs))
    const store = await node('Organization')
    expectEligible('organization', store)
    expect(store).toMatchObject({ '@type': 'OnlineStore', name: 'Ridgeline', url: `${ORIGIN}/`, logo: `${ORIGIN}/icon-512.png` })
    expect(store.hasMerchantReturnPolicy).toHaveLength(2)
    const site = await node('WebSite')
    expectEligible('webSite', site)
    expect(site).toMatchObject({ name: 'Ridgeline', url: `${ORIGIN}/`, inLanguage: 'en', publisher: { '@id': store['@id'] } })
    // The search the site states is the one the shop answers: its URL opens the results page for the query.
    const template = ((site.potentialAction as Node).target as Node).urlTemplate as string
    expect(template).toBe(`${ORIGIN}/en/search?q={search_term_string}`)
    server.use(...searchHandlers().handlers)
    await act(() => router.navigate(template.replace(ORIGIN, '').replace('{search_term_string}', 'merino')))
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “merino”' })).toBeInTheDocument()
  })
})
