// Registers the service worker (production builds that have one, in browsers that support it) and wires its
// updates to the store: a waiting new version is offered (updateAvailable); once the shopper accepts, the new
// worker takes over and the page reloads into it — once, and never without that acceptance (no reload loop).
import { Workbox } from 'workbox-window'
import { selectUpdateAccepted, updateAvailable } from '@/features/offline'
import { reloadPage } from '@/shared/lib/reloadPage'
import type { AppStore } from '../store'

export const SERVICE_WORKER_URL = '/sw.js'

export function registerServiceWorker(store: AppStore): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  const workbox = new Workbox(SERVICE_WORKER_URL)
  let accepted = false
  workbox.addEventListener('waiting', () => store.dispatch(updateAvailable()))
  workbox.addEventListener('controlling', () => {
    // Only the update the shopper accepted reloads the page (the first install takes control without one). Not
    // `event.isUpdate`: it is false when this page saw no worker at registration, and an update the browser finds
    // later (a long-open tab) counts as "external" to workbox — the accepted version would never have reloaded.
    if (accepted) reloadPage()
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
}
