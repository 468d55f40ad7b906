// Start-up. A page the server rendered (it carries the server's data) is hydrated: the store starts with the
// server's data, the matched routes' code is loaded first, and the shopper's own state comes in once the page is
// live (app/ssr/personalise). Any other page (account, checkout, a static SPA deployment) restores persisted client
// state, then renders. Either way the router's loaders run after the store is ready, so the URL's language wins.
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { serverDataReceived } from '@/shared/api'
import { getConfig } from '@/shared/config'
import { isLocale } from '@/shared/i18n/detectLocale'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { yieldToMain } from '@/shared/lib/yieldToMain'
import { App } from './app/App'
import { createAppRouter, routeTable } from './app/router'
import { detectedLocale } from './app/routing/loaders'
import { loadRouteCode } from './app/routing/loadRouteCode'
import { splitLocale } from './app/routing/localePaths'
import { replayEarlyClicks } from './app/ssr/earlyClicks'
import { personalise } from './app/ssr/personalise'
import { readServerData } from './app/ssr/serverData'
import { makeStore } from './app/store'

async function start() {
  // The browser has just evaluated the bundle: let it breathe before the page's data is read and stored.
  await yieldToMain()
  const serverData = readServerData()
  const fromUrl = splitLocale(window.location.pathname).lang
  const locale = isLocale(fromUrl, getConfig().locales) ? fromUrl : detectedLocale()
  const messages = loadMessages(locale)
  const store = makeStore()
  if (serverData) {
    store.dispatch(serverDataReceived(serverData.api))
    await yieldToMain()
  } else await (await import(/* webpackChunkName: "persist" */ './app/persist')).restorePersistedState(store)
  store.dispatch(localeChanged(locale))
  const routes = routeTable(store)
  if (serverData) await loadRouteCode(routes, window.location.pathname)
  const router = createAppRouter(store, routes)
  await messages
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of blocking the main
  // thread for the whole page: the server's HTML is already on screen and stays usable meanwhile.
  if (serverData) {
    startTransition(() => void hydrateRoot(container, <App store={store} router={router} onLive={() => void personalise(store, locale)} />))
    replayEarlyClicks()
  } else createRoot(container).render(<App store={store} router={router} />)
}

void start()
