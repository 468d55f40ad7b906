// The service worker (built by Workbox's InjectManifest into /sw.js). The app's first-download files are
// precached; hashed assets and product pictures come from the cache first; pages from the network first, their
// last copy when it fails, else the offline page of the page's language. Personal pages (`no-store`) are never kept.
// Type-checked on its own (tsconfig.sw.json: the worker's globals, not the DOM's).
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { LOCALES } from '@contract/locales'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

const OFFLINE_CACHE = 'offline-pages'
const DAY = 24 * 60 * 60
const sameOrigin = (url: URL) => url.origin === self.location.origin

/** Pages the server marks `no-store` (account, bag, checkout) stay out of every cache. */
const notPersonal = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (/no-store/.test(response.headers.get('Cache-Control') ?? '') ? null : response),
}

// The first install takes the open pages at once (they work offline from this visit on); a new version waits
// until the shopper accepts it (see the message listener below).
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * DAY })],
  }),
)
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY })],
  }),
)
/** Pages are the shop's own, never the API's, files' or the offline pages (matched on path and query). */
const NOT_PAGES = [/^\/(api|sandbox|content|img|assets)\//, /\/offline$/]
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 6,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), notPersonal, new ExpirationPlugin({ maxEntries: 60 })],
})
registerRoute(new NavigationRoute(pages, { denylist: NOT_PAGES }))
// The offline pages themselves: their kept copy (fetched at install), refreshed when the network answers.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && /^\/[a-z]{2}\/offline$/.test(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_CACHE, networkTimeoutSeconds: 3 }),
)

// A navigation with neither network nor a kept copy goes to the offline page of its language, which says what
// happened and offers to try the page again (`from`).
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error()
  const lang = LOCALES.find((l) => url.pathname === `/${l}` || url.pathname.startsWith(`/${l}/`)) ?? 'en'
  const offline = `/${lang}/offline`
  if (url.pathname === offline) return (await caches.match(offline, { cacheName: OFFLINE_CACHE, ignoreVary: true })) ?? Response.error()
  return Response.redirect(`${offline}?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`, 302)
})

self.addEventListener('install', (event) => {
  // Asked as pages (the server answers HTML only to requests that accept it).
  const offlinePages = LOCALES.map((lang) => new Request(`/${lang}/offline`, { headers: { Accept: 'text/html' } }))
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(offlinePages)))
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown } | null
  // The page asks for the update once the shopper accepted it (see app/offline/registerServiceWorker).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  // A page opened inside the app never reaches the worker as a page load: the app names it, and the worker keeps
  // it as if the browser had loaded it (same strategy and rules, so a personal no-store page is still not kept).
  if (data?.type === 'KEEP_PAGE' && typeof data.url === 'string') {
    const url = new URL(data.url, self.location.origin)
    const isPage =
      sameOrigin(url) &&
      LOCALES.some((l) => url.pathname === `/${l}` || url.pathname.startsWith(`/${l}/`)) &&
      !NOT_PAGES.some((r) => r.test(`${url.pathname}${url.search}`))
    if (isPage) event.waitUntil(pages.handle({ event, request: new Request(url.href, { headers: { Accept: 'text/html' } }) }).catch(() => undefined))
  }
})
