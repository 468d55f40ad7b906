// Registers the service worker (production builds that have one, in browsers that support it) and wires its
// updates to the store: a waiting new version is offered (updateAvailable); once the shopper accepts, the new
// worker takes over and the page reloads into it — once, and never without that acceptance (no reload loop).
import { Workbox } from 'workbox-window'
import { selectUpdateAccepted, updateAvailable } from '@/features/offline'
import { currentPage } from '@/shared/lib/currentPage'
import type { createAppRouter } from '../router'
import type { AppStore } from '../store'

export const SERVICE_WORKER_URL = '/sw.js'

export function registerServiceWorker(store: AppStore, router: ReturnType<typeof createAppRouter>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const workbox = new Workbox(SERVICE_WORKER_URL)
  // A page load with no worker in control (the first visit) was not kept by it.
  const landingKept = Boolean(navigator.serviceWorker.controller)
  let accepted = false
  workbox.addEventListener('waiting', () => store.dispatch(updateAvailable()))
  workbox.addEventListener('controlling', () => {
    // Only the update the shopper accepted reloads the page (the first install takes control without one). Not
    // `event.isUpdate`: it is false when this page saw no worker at registration, and an update the browser finds
    // later (a long-open tab) counts as "external" to workbox — the accepted version would never have reloaded.
    if (accepted) currentPage.reload()
  })
  store.subscribe(() => {
    if (accepted || !selectUpdateAccepted(store.getState())) return
    accepted = true
    workbox.messageSkipWaiting()
  })
  // A browser that refuses service workers (some private modes, policies) keeps the shop as it is without one.
  workbox.register().catch(() => undefined)
  // The files this page already loaded (its language's messages, the page's own chunks) are kept too, so that
  // the page works offline from the first visit on.
  void navigator.serviceWorker.ready.then(() => {
    const urlsToCache = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${window.location.origin}/assets/`) || url.startsWith(`${window.location.origin}/img/`))
    workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined)
  })
  // Pages opened inside the app are client-side navigations the worker never sees: each one it is to keep (and the
  // landing page, when no worker was there to keep it) is named to it once shown, so that what the shopper has seen
  // opens offline too. The worker applies its own rules (no personal page is kept).
  const keepPage = (path: string) => void workbox.messageSW({ type: 'KEEP_PAGE', url: path }).catch(() => undefined)
  void navigator.serviceWorker.ready.then(() => {
    if (!landingKept) keepPage(`${window.location.pathname}${window.location.search}`)
    let shown = router.state.location.key
    router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.key === shown) return
      shown = state.location.key
      if (!state.errors) keepPage(`${state.location.pathname}${state.location.search}`)
    })
  })
}
