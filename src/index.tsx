// Start-up. A page the server rendered (it carries the server's data) is hydrated: the store starts with the
// server's data, the matched routes' code is loaded first, and the shopper's own state comes in once the page is
// live (app/ssr/client/personalise). Any other page (account, checkout, a static SPA deployment) restores persisted
// client state, then renders. Either way the router's loaders run after the store is ready, so the URL's language wins.
//
// The page is already on screen when this runs (server-rendered, or the shell's loading state), so start-up is
// cut into tasks shorter than a long task each (Lighthouse's TBT): the app's modules are evaluated in stages
// (app/startup/: state, language, routes, view — `webpackMode: "eager"` keeps them in the bundle they are in, no
// extra request, but runs them only when imported), with a yield to the browser between stages. A stage's heaviest
// libraries are evaluated before it, each in a task of its own (stages 1a–b, 2a and 3a–c): on a phone, evaluating the
// state's or the routes' modules at once took 150–200 ms (npm run load-tasks).
import { yieldToMain } from '@/shared/lib/yieldToMain'

/** Evaluates each module in a task of its own. */
async function evaluateInTurn(...loaders: (() => Promise<unknown>)[]): Promise<void> {
  for (const load of loaders) {
    await load()
    await yieldToMain()
  }
}

async function start() {
  await yieldToMain()
  await evaluateInTurn(
    () => import(/* webpackMode: "eager" */ './app/startup/redux'),
    () => import(/* webpackMode: "eager" */ './app/startup/api'),
  )
  const { makeStore, readServerData, serverDataReceived, localeChanged } = await import(/* webpackMode: "eager" */ './app/startup/state')
  await yieldToMain()
  const serverData = readServerData()
  const store = makeStore()
  await yieldToMain()
  // The page's data into the store (Immer copies and freezes all of it): a task of its own too.
  if (serverData) store.dispatch(serverDataReceived(serverData.api))
  await yieldToMain()

  await evaluateInTurn(() => import(/* webpackMode: "eager" */ './app/startup/router'))
  const { startupLocale, loadMessages, warmUpIntl } = await import(/* webpackMode: "eager" */ './app/startup/language')
  const locale = startupLocale()
  const messages = loadMessages(locale)
  if (!serverData) await (await import(/* webpackChunkName: "persist" */ './app/persist')).restorePersistedState(store)
  store.dispatch(localeChanged(locale))
  await yieldToMain()

  await evaluateInTurn(
    () => import(/* webpackMode: "eager" */ './app/startup/emotion'),
    () => import(/* webpackMode: "eager" */ './app/startup/styling'),
    () => import(/* webpackMode: "eager" */ './app/startup/components'),
  )
  const { createAppRouter, routeTable, loadRouteCode } = await import(/* webpackMode: "eager" */ './app/startup/routes')
  const routes = routeTable(store)
  if (serverData) {
    await yieldToMain()
    // The matched pages' code, so that the first render is the server's HTML and nothing suspends.
    await loadRouteCode(routes, window.location.pathname)
    // The pages' modules were evaluated as their code arrived (in the task of the last chunk's script): the router
    // is made in a task of its own.
    await yieldToMain()
  }
  const router = createAppRouter(store, routes, serverData?.router)
  await messages
  await yieldToMain()
  // The browser's first use of Intl loads its locale data, one of the longest pieces of start-up: on its own.
  warmUpIntl(locale)
  await yieldToMain()

  const { startTransition, createRoot, hydrateRoot, App, personalise, replayEarlyClicks } = await import(/* webpackMode: "eager" */ './app/startup/view')
  await yieldToMain()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of blocking the main
  // thread for the whole page: the server's HTML is already on screen and stays usable meanwhile.
  // Once the page is live: the service worker (its own chunk), for offline use and new versions.
  const offline = () =>
    void import(/* webpackChunkName: "service-worker" */ './app/offline/registerServiceWorker').then((m) => m.registerServiceWorker(store, router))
  // Measuring scripts (npm run interactions) start once the page is settled: hydrated, and the shopper's own state in.
  const settled = () => {
    window.__appSettled = true
  }
  if (serverData) {
    const onLive = () => {
      void personalise(store, locale).then(settled)
      offline()
    }
    startTransition(() => void hydrateRoot(container, <App store={store} router={router} onLive={onLive} />))
    replayEarlyClicks()
  } else
    createRoot(container).render(
      <App
        store={store}
        router={router}
        onLive={() => {
          offline()
          settled()
        }}
      />,
    )
}

void start()
