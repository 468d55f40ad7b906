import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { storeRecordingEvents } from '@/test/reportedEvents'
import { productHandlers, type ProductRequest } from './mocks/productHandlers'

const PATH = '/en/42-merino-crew-neck-sweater.html'

async function openProduct(path = PATH, options: Parameters<typeof productHandlers>[0] = {}) {
  server.use(...productHandlers(options))
  const app = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })
  return app
}

const offer = () => screen.getByTestId('product-offer')
const buyBox = () => offer().parentElement as HTMLElement
const radio = (name: string | RegExp) => screen.getByRole('radio', { name })

describe('the product page', () => {
  it('shows the product: brand link, reference, price, stock, breadcrumbs, details and related products', async () => {
    await openProduct()
    // The brand becomes a link once the shop's settings say brand pages exist (they may arrive after the product).
    expect(await within(buyBox()).findByRole('link', { name: 'Nordkap' })).toHaveAttribute('href', '/en/brands/3-nordkap')
    expect(screen.getByText('Reference: MS-S-R')).toBeInTheDocument()
    expect(within(offer()).getByText('€79.00')).toBeInTheDocument()
    expect(within(offer()).getByText('Only 3 left')).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Clothing' })).toHaveAttribute('href', '/en/10-clothing')
    expect(within(crumbs).getByText('Merino crew-neck sweater')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('rowheader', { name: 'Material' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '100% merino wool' })).toBeInTheDocument()
    expect(within(buyBox()).getByText('Rated 4.5 out of 5 (2 reviews)')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'You may also like' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Wool beanie' })).toHaveAttribute('href', '/en/7-product-7.html')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('names the brand without a link when brand pages are off', async () => {
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({ theme: 'default' }))))
    await openProduct()
    expect(within(buyBox()).getByText('Nordkap')).toBeInTheDocument()
    expect(within(buyBox()).queryByRole('link', { name: 'Nordkap' })).not.toBeInTheDocument()
  })

  it('offers the add-to-bag button (adding is covered in ProductPage.cart.test.tsx)', async () => {
    await openProduct()
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled()
  })

  it('gives the page its title, meta description and Product structured data', async () => {
    const { container } = await openProduct()
    await waitFor(() => expect(document.title).toMatch(/^Merino crew-neck sweater \| /))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Soft merino sweater')
    const ld = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(ld?.textContent ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Merino crew-neck sweater',
      sku: 'MS-S-R',
      brand: { name: 'Nordkap' },
      url: 'http://localhost/en/42-merino-crew-neck-sweater.html',
      offers: { price: '79.00', priceCurrency: 'EUR', availability: 'https://schema.org/LimitedAvailability' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    })
  })

  it('renders the description without the back end’s script or event handlers', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { container } = await openProduct()
    const description = screen.getByTestId('product-description')
    expect(description).toHaveTextContent('Soft merino.')
    expect(description.querySelector('img')).not.toHaveAttribute('onerror')
    expect(container.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0)
    expect(container.querySelectorAll('[onerror]')).toHaveLength(0)
    expect(container.innerHTML).not.toContain('alert(')
    expect(alert).not.toHaveBeenCalled()
    alert.mockRestore()
  })
})

describe('variants', () => {
  it('marks options that are out of stock or unavailable in their names', async () => {
    await openProduct()
    expect(radio('S')).toBeChecked()
    expect(radio('M, out of stock')).not.toBeChecked()
    expect(radio('L')).toBeEnabled()
    expect(radio('Red')).toBeChecked()
    expect(screen.getByText('Size: S')).toBeInTheDocument()
    expect(screen.getByText('Colour: Red')).toBeInTheDocument()
  })

  it('asks once for the product and once for its related products', async () => {
    const log: ProductRequest[] = []
    const related: string[] = []
    const count = ({ request }: { request: Request }) => void (request.url.endsWith('/getRelatedProducts') && related.push(request.url))
    server.events.on('request:start', count)
    try {
      await openProduct(PATH, { log })
      expect(await screen.findByRole('link', { name: 'Wool beanie' })).toBeInTheDocument()
      expect(related).toHaveLength(1)
      expect(log).toEqual([{ lang: 'en', product_id: 42 }])
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('puts the chosen variant in the URL and shows its price, stock and reference', async () => {
    const user = userEvent.setup()
    const log: ProductRequest[] = []
    const { router } = await openProduct(PATH, { log })
    await user.click(radio('L'))
    await waitFor(() => expect(router.state.location.search).toBe('?variant=103'))
    // L only comes in blue: the colour moved with it.
    await waitFor(() => expect(radio('Blue')).toBeChecked())
    await waitFor(() => expect(within(offer()).getByText('€84.00')).toBeInTheDocument())
    expect(within(offer()).getByText('In stock')).toBeInTheDocument()
    expect(screen.getByText('Reference: MS-L-B')).toBeInTheDocument()
    expect(log.at(-1)).toMatchObject({ product_id: 42, group: { 1: 13, 2: 22 } })
    expect(screen.getByText('Selected: Size L and Colour Blue')).toBeInTheDocument()
  })

  it('moves to an existing variant when an out-of-stock or unavailable option is chosen (never a dead end)', async () => {
    const user = userEvent.setup()
    const { router } = await openProduct(`${PATH}?variant=103`)
    expect(radio('M, unavailable')).toBeInTheDocument()
    await user.click(radio('M, unavailable'))
    await waitFor(() => expect(router.state.location.search).toBe('?variant=102'))
    await waitFor(() => expect(radio(/^M/)).toBeChecked())
    expect(radio('Red, out of stock')).toBeChecked()
    await waitFor(() => expect(within(offer()).getByText('Out of stock')).toBeInTheDocument())
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
  })

  it('opens a shared link on its variant', async () => {
    const log: ProductRequest[] = []
    await openProduct(`${PATH}?variant=103`, { log })
    expect(within(offer()).getByText('€84.00')).toBeInTheDocument()
    expect(radio('L')).toBeChecked()
    expect(radio('Blue')).toBeChecked()
    expect(log.map((r) => r.group ?? null)).toEqual([null, { 1: 13, 2: 22 }])
  })

  it('keeps showing the page while a newly chosen variant loads', async () => {
    const user = userEvent.setup()
    let release: () => void = () => undefined
    const holdVariants = () => new Promise<void>((resolve) => (release = resolve))
    await openProduct(PATH, { holdVariants })
    await user.click(radio('L'))
    await waitFor(() => expect(radio('L')).toBeChecked())
    // Still the previous variant's data, marked busy, with no skeleton in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })).toBeInTheDocument()
    expect(within(offer()).getByText('€79.00')).toBeInTheDocument()
    expect(buyBox()).toHaveAttribute('aria-busy', 'true')
    release()
    await waitFor(() => expect(within(offer()).getByText('€84.00')).toBeInTheDocument())
    expect(buyBox()).toHaveAttribute('aria-busy', 'false')
  })
})

describe('quantity', () => {
  it('goes from 1 to the stock and no further', async () => {
    const user = userEvent.setup()
    await openProduct()
    const field = screen.getByRole('spinbutton', { name: 'Quantity' })
    expect(field).toHaveValue(1)
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(field).toHaveValue(3)
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    await user.clear(field)
    await user.type(field, '12')
    await user.tab()
    expect(field).toHaveValue(3)
  })
})

describe('stock states', () => {
  const single = { groups: [], combinations: [], id_product_attribute: 0 }

  it('shows a pre-order with its date and a pre-order button', async () => {
    await openProduct(PATH, { overrides: { ...single, quantity: 0, availability: 'preorder', preorder: { available_date: '2027-01-15' } } })
    expect(within(offer()).getByText('Pre-order now: ships from January 15, 2027')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pre-order' })).toBeEnabled()
  })

  it('shows a discount with the regular price', async () => {
    await openProduct(PATH, {
      overrides: { ...single, has_discount: true, regular_price: 100, price: 79, discount: { type: 'percentage', value: 21, amount: 21, percentage: 21 } },
    })
    expect(within(offer()).getByText('Regular price: €100.00')).toBeInTheDocument()
    expect(within(offer()).getByText('−21%')).toBeInTheDocument()
  })
})

describe('gallery and dialogs', () => {
  it('moves between pictures with the arrow keys and zooms with Enter / closes with Escape', async () => {
    const user = userEvent.setup()
    await openProduct()
    const first = screen.getByRole('tab', { name: 'Show image 1 of 2' })
    expect(first).toHaveAttribute('aria-selected', 'true')
    act(() => first.focus())
    await user.keyboard('{ArrowRight}')
    const second = screen.getByRole('tab', { name: 'Show image 2 of 2' })
    expect(second).toHaveFocus()
    expect(second).toHaveAttribute('aria-selected', 'true')
    const enlarge = screen.getByRole('button', { name: 'Enlarge image 2 of 2' })
    act(() => enlarge.focus())
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Merino crew-neck sweater, image 2 of 2' })
    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByRole('heading', { name: 'Merino crew-neck sweater, image 1 of 2' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Enlarge image 1 of 2' })).toHaveFocus()
  })

  it('fetches the main picture first and never lazily, the thumbnails after the page’s other pictures', async () => {
    await openProduct()
    const main = within(screen.getByRole('button', { name: 'Enlarge image 1 of 2' })).getByRole('img')
    expect(main).toHaveAttribute('fetchpriority', 'high')
    expect(main).toHaveAttribute('loading', 'eager')
    for (const tab of screen.getAllByRole('tab')) {
      const thumbnail = tab.querySelector('img')!
      expect(thumbnail).toHaveAttribute('fetchpriority', 'low')
      expect(thumbnail).toHaveAttribute('loading', 'lazy')
    }
  })

  it('opens the size guide from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup()
    await openProduct()
    const button = screen.getByRole('button', { name: 'Size guide' })
    act(() => button.focus())
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' })
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeInTheDocument()
    expect(within(dialog).getByRole('rowheader', { name: 'L' })).toBeInTheDocument()
    expect(within(dialog).getByText('Measure over underwear.')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })
})

describe('addresses and failures', () => {
  it('is the 404 page for a product the back end does not know', async () => {
    server.use(...productHandlers())
    await renderApp('/en/999-no-such-thing.html')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  })

  it('is the 404 page for a product slug without an id', async () => {
    const log: ProductRequest[] = []
    server.use(...productHandlers({ log }))
    await renderApp('/en/merino-sweater.html')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(log).toHaveLength(0)
  })

  it('says when the product could not be loaded and retries', async () => {
    const user = userEvent.setup()
    let fail = true
    server.use(
      http.post(`${API}/getProduct`, () => (fail ? HttpResponse.error() : undefined)),
      ...productHandlers(),
    )
    await renderApp(PATH)
    expect(await screen.findByText('The product could not be loaded. Check your connection and try again.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })).toBeInTheDocument()
  })

  it('replaces the slug with the product’s own when the language is switched, keeping the variant', async () => {
    const user = userEvent.setup()
    const { router } = await openProduct(`${PATH}?variant=103`)
    await user.selectOptions(within(screen.getByRole('banner')).getByLabelText('Language'), 'de')
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/42-merino-rundhalspullover.html'))
    expect(router.state.location.search).toBe('?variant=103')
    expect(await screen.findByRole('heading', { level: 1, name: 'Merino-Rundhalspullover' })).toBeInTheDocument()
    expect(within(offer()).getByText(/84,00\s€/)).toBeInTheDocument()
  })

  it('replaces an outdated slug on arrival: the same page, seen once (one page view, under its own address)', async () => {
    server.use(...productHandlers())
    const { store, events } = storeRecordingEvents()
    const { router } = await renderApp('/en/42-old-name.html', 'en', store)
    await screen.findByRole('heading', { level: 1, name: 'Merino crew-neck sweater' })
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH))
    await waitFor(() => expect(document.title).toBe('Merino crew-neck sweater | Ridgeline'))
    expect(events.filter((event) => event.name === 'page_view')).toEqual([
      { name: 'page_view', params: expect.objectContaining({ page_path: PATH, page_title: 'Merino crew-neck sweater | Ridgeline', language: 'en' }) },
    ])
  })
})
