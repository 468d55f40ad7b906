import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import { OfflineView } from './OfflineView'

const TITLES: Record<string, string> = {
  'http://localhost/en/10-clothing': 'Clothing | Ridgeline',
  'http://localhost/en/1-organic-tee.html?variant=2': 'Organic tee | Ridgeline',
  'http://localhost/de/10-kleidung': 'Kleidung | Ridgeline',
  'http://localhost/en/offline': 'You are offline | Ridgeline',
}

/** The service worker's "pages" cache as the browser keeps it (oldest first). */
function keptPages(urls: string[]) {
  const cache = {
    keys: async () => urls.map((url) => new Request(url)),
    match: async (request: Request) => new Response(`<html><head><title>${TITLES[request.url]}</title></head><body></body></html>`),
  }
  Object.defineProperty(window, 'caches', { configurable: true, value: { open: async () => cache } })
}

afterEach(() => {
  delete (window as { caches?: unknown }).caches
})

describe('the offline page', () => {
  it('says what happened, offers to try the page again and lists the pages of this language kept on the device, newest first', async () => {
    keptPages(Object.keys(TITLES))
    await renderWithProviders(<OfflineView />, { route: '/en/offline?from=%2Fen%2F2-storm-jacket.html' })
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument()
    expect(screen.getByText(/nothing was changed/)).toBeInTheDocument()
    const list = within(await screen.findByRole('list'))
    expect(list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Organic tee', '/en/1-organic-tee.html?variant=2'],
      ['Clothing', '/en/10-clothing'],
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Pages you can still open' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  it('says so when nothing is kept (or the browser keeps no caches)', async () => {
    await renderWithProviders(<OfflineView />, { route: '/en/offline' })
    expect(await screen.findByText('No pages are kept on this device yet.')).toBeInTheDocument()
  })
})
