import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { CONTENT, contentHandlers } from '@/features/content/mocks/contentHandlers'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

const flags = window as unknown as Record<string, unknown>

afterEach(() => {
  delete flags.__contentInjected
  delete flags.__controlRan
})

function serveContent(options: Parameters<typeof contentHandlers>[0] = {}) {
  const content = contentHandlers(options)
  // getContent belongs to the content client: a request to the shop API's base URL would be a bug.
  const onApiBase: unknown[] = []
  server.use(
    ...content.handlers,
    http.post(`${API}/getContent`, async ({ request }) => {
      onApiBase.push(await request.json())
      return HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Page not found' }, { status: 404 })
    }),
  )
  return { ...content, onApiBase }
}

const article = () => screen.getByRole('article')

describe('a content page', () => {
  it('shows the page’s title and HTML, asked once from the content base URL', async () => {
    const { requests, onApiBase } = serveContent()
    await renderApp('/en/about-us')
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(within(article()).getByRole('heading', { level: 2, name: 'Made well, chosen carefully' })).toBeInTheDocument()
    expect(within(article()).getByRole('heading', { level: 2, name: 'Our makers' })).toBeInTheDocument()
    expect(within(article()).getByText('We started in 2016 as a tiny shop in Milan’s Isola district.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('About us | Ridgeline'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Who we are: a small team in Milan selecting clothing, motorcycle gear, fashion and home goods.',
    )
    // The route's loader asked first and the page's hook found its cache entry: one request, not two.
    expect(requests).toEqual([{ url: `${CONTENT}/getContent`, lang: 'en', body: { slug: 'about-us' } }])
    expect(onApiBase).toEqual([])
  })

  it('sanitises the HTML: no script, no event handler, no javascript: link, and nothing runs', async () => {
    const user = userEvent.setup()
    serveContent()
    await renderApp('/en/about-us')
    const link = await within(await screen.findByRole('article')).findByText('our story in pictures')
    const page = article()
    // No script but the page's own structured data (a JSON-LD data block, never run).
    expect(page.querySelector('script:not([type="application/ld+json"])')).toBeNull()
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(document.querySelector('a[href^="javascript:" i]')).toBeNull()
    expect(link.closest('a')).not.toHaveAttribute('href')
    // The picture stays, as decoration (the back end sent no alt).
    const img = page.querySelector('img')
    expect(img).toHaveAttribute('src', 'x')
    expect(img).toHaveAttribute('alt', '')

    // Try what an attacker hopes for: the picture fails to load and the shopper clicks the link.
    img?.dispatchEvent(new Event('error'))
    await user.click(link)
    // This environment runs inline handlers and javascript: links (asynchronously, in order): a control link clicked
    // after the page's has run once the page's would have.
    const control = document.createElement('a')
    control.href = 'javascript:window.__controlRan=true'
    document.body.append(control)
    control.click()
    await waitFor(() => expect(flags.__controlRan).toBe(true))
    control.remove()
    expect(flags.__contentInjected).toBeUndefined()
  })

  it('is the 404 page for a slug the back end does not know', async () => {
    const { requests } = serveContent()
    await renderApp('/en/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('/en/no-such-page')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/en')
    // Asked once, at the content base URL: the page finds the route's 404 in the cache instead of asking again.
    expect(requests).toEqual([{ url: `${CONTENT}/getContent`, lang: 'en', body: { slug: 'no-such-page' } }])
  })

  it('says when the page could not be loaded, and trying again works', async () => {
    const user = userEvent.setup()
    let broken = true
    const { requests } = serveContent({ failing: () => broken })
    await renderApp('/en/about-us')
    expect(await screen.findByText('This page could not be loaded. Please try again.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1, name: 'About us' })).not.toBeInTheDocument()
    // The button waits while an attempt is under way; once it is enabled, every attempt so far has failed.
    const retry = screen.getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(retry).toBeEnabled())
    // Spec §7: a POST answered 500 is retried once before the page hears of it, so at least two requests.
    const failed = requests.length
    expect(failed).toBeGreaterThanOrEqual(2)
    broken = false
    await user.click(retry)
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(screen.queryByText('This page could not be loaded. Please try again.')).not.toBeInTheDocument()
    expect(within(article()).getByRole('heading', { level: 2, name: 'Our makers' })).toBeInTheDocument()
    expect(requests).toHaveLength(failed + 1)
    expect(requests.at(-1)).toEqual({ url: `${CONTENT}/getContent`, lang: 'en', body: { slug: 'about-us' } })
  })
})
