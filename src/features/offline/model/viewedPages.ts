// The pages this browser keeps for offline use (the service worker's "pages" cache): what the offline page lists,
// newest first, each with the title it had.
export const PAGES_CACHE = 'pages'

export interface ViewedPage {
  path: string
  title: string
}

function titleOf(html: string, fallback: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title
  // "Merino sweater | Ridgeline": the page's own part.
  return title.split(' | ')[0]?.trim() || fallback
}

/** Pages of this language kept in the cache, newest first; none where the browser keeps no caches. */
export async function viewedPages(lang: string, limit = 12): Promise<ViewedPage[]> {
  if (typeof caches === 'undefined') return []
  const cache = await caches.open(PAGES_CACHE)
  const requests = [...(await cache.keys())].reverse()
  const pages: ViewedPage[] = []
  for (const request of requests) {
    const url = new URL(request.url)
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`/${lang}/`) || url.pathname.endsWith('/offline')) continue
    const response = await cache.match(request)
    if (!response) continue
    pages.push({ path: `${url.pathname}${url.search}`, title: titleOf(await response.text(), url.pathname) })
    if (pages.length === limit) break
  }
  return pages
}
