// Renders a public page on the server (architecture §1): the same route table, loaders and RTK Query calls as the
// browser, run against a store of its own; the page's data is awaited before React renders, so one pass renders
// the whole page. The result is pieces for the HTML template: head tags React hoisted (title, meta, canonical,
// hreflang, image preloads), the critical Emotion styles, the body and the data for the browser's store.
//
// Nothing personal: the store asks the back end without the shopper's cookies, so the page is what every visitor
// of this URL and language sees; bag count and account name arrive after hydration (see src/index.tsx).
import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance'
import { JSDOM } from 'jsdom'
import { Writable } from 'node:stream'
import { Fragment } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { shopApi } from '@/features/shop'
import { baseApi } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { setSanitizerWindow } from '@/shared/lib/sanitizeHtml'
import { ServerRenderProvider, type RequestEnvironment, type ServerRender } from '@/shared/ssr'
import { AppProviders } from '../../providers/AppProviders'
import { createStyleCache } from '../../providers/styleCache'
import { routeTable } from '../../router'
import { splitLocale, stripTrailingSlash } from '../../routing/localePaths'
import { makeStore, type AppStore } from '../../store'
import { routerHydration, serializeServerData } from '../serverData'

export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page'
      status: number
      lang: Locale
      /** Tags for <head>: hoisted by React (title, meta, links, preloads) and the critical styles. */
      head: string
      /** The markup for #root. */
      body: string
      /** The JSON of the server-data block (see serverData.ts). */
      data: string
    }

/** React writes hoisted head tags first, then the app: a wrapper of one element (no fork, so useId is unchanged)
 * marks where the app starts. */
const ROOT_MARK = 'ssr-root'

setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])

function failedCall(query: { status?: string; error?: unknown } | undefined): boolean {
  if (query?.status !== 'rejected') return false
  const status = (query.error as { status?: unknown } | undefined)?.status
  return status !== 404 && status !== 410 && status !== 503
}

/** Waits for the page's calls, and for the calls their answers start (the home's brands wait for the shop's
 * settings): a few rounds at most, so a loader that keeps asking cannot hold a render forever. */
async function settleQueries(store: AppStore, rounds = 4): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk())
    if (!running.length) return
    await Promise.all(running)
    // The continuations of those answers (which may start the next calls) run before the next look.
    await new Promise((resolve) => setImmediate(resolve))
  }
}

export async function renderPage(url: URL, environment: RequestEnvironment): Promise<PageRender | null> {
  const trimmed = stripTrailingSlash(url.pathname)
  if (trimmed) return { kind: 'redirect', status: 301, location: `${trimmed}${url.search}` }
  const { lang } = splitLocale(url.pathname)
  if (!lang) return null

  const store = makeStore({ environment })
  try {
    store.dispatch(localeChanged(lang))
    const moved = store.dispatch(shopApi.endpoints.getRedirect.initiate(url.pathname, { subscribe: false }))
    const handler = createStaticHandler(routeTable(store))
    const context = await handler.query(new Request(url.href))
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? `/${lang}` }
    }
    const redirect = (await moved).data
    // The query goes along (a legacy reset link's token), unless the target names its own.
    if (redirect?.target && redirect.target !== url.pathname) {
      return { kind: 'redirect', status: redirect.status, location: redirect.target.includes('?') ? redirect.target : `${redirect.target}${url.search}` }
    }
    await settleQueries(store)
    // The back end failed a call the page needs: no shared page of a passing failure — the shell goes out
    // instead, and the shopper's browser asks again. A 404 is the page's answer; a 503 is the shop closed for
    // maintenance (rendered as such, never kept).
    if (Object.values(store.getState().api.queries).some(failedCall)) return null

    let status: number | undefined
    const drawnLater: React.ReactElement[] = []
    const render: ServerRender = {
      origin: environment.origin,
      reportStatus: (reported) => (status = reported),
      sendStylesOf: (element) => drawnLater.push(element),
    }
    const cache = createStyleCache()
    // Created before rendering: it switches the cache from inline <style> tags to collecting the styles.
    const emotion = createEmotionServer(cache)
    const html = await renderToString(
      <CacheProvider value={cache}>
        <div id={ROOT_MARK}>
          <ServerRenderProvider value={render}>
            <AppProviders store={store}>
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
            </AppProviders>
          </ServerRenderProvider>
        </div>
      </CacheProvider>,
    )
    // What the page draws later in the browser, rendered for its styles only (into the same cache; the markup is
    // dropped): withInnerLayers sends every style the cache holds that the page's elements do not name.
    if (drawnLater.length) {
      await renderToString(
        <CacheProvider value={cache}>
          <AppProviders store={store}>
            {drawnLater.map((element, i) => (
              <Fragment key={i}>{element}</Fragment>
            ))}
          </AppProviders>
        </CacheProvider>,
      )
    }
    const { hoisted, body } = splitHoisted(html)
    const styles = emotion.constructStyleTagsFromChunks(withInnerLayers(cache, emotion.extractCriticalToChunks(body)))
    const { queries, provided } = store.getState().api
    return {
      kind: 'page',
      status: status ?? context.statusCode,
      lang,
      head: hoisted + styles,
      body,
      data: serializeServerData({ api: { queries, mutations: {}, provided }, router: routerHydration(context) }),
    }
  } finally {
    releaseStore(store)
  }
}

/**
 * The page's critical styles and those of its components' inner layers. A styled component that wraps another
 * (MUI's IconButton around ButtonBase) generates a class for its own layer, and the element gets the merged class;
 * the critical styles leave the inner one out, since no element has it — and the browser's Emotion, which inserts
 * every layer it renders, compiled and inserted them all again while hydrating: half of the hydration's commit on a
 * phone (npm run load-tasks). Sent with the page they count as inserted: a few rules no element uses instead.
 */
function withInnerLayers(cache: EmotionCache, critical: EmotionCriticalToChunks): EmotionCriticalToChunks {
  const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids))
  const layers = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !sent.has(entry[0]) && cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
  )
  if (!layers.length) return critical
  return { ...critical, styles: [...critical.styles, { key: cache.key, ids: layers.map(([id]) => id), css: layers.map(([, css]) => css).join('') }] }
}

/** Waits for the whole page (the status and the critical styles depend on all of it), then hands it over. */
function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      // Everything is ready before anything is sent: write each Suspense boundary in place rather than outlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    })
  })
}

function splitHoisted(html: string): { hoisted: string; body: string } {
  const open = `<div id="${ROOT_MARK}">`
  const start = html.indexOf(open)
  if (start < 0 || !html.endsWith('</div>')) throw new Error(`Unexpected server render output: ${html.slice(0, 300)} … ${html.slice(-600)}`)
  return { hoisted: html.slice(0, start), body: html.slice(start + open.length, -'</div>'.length) }
}

/** Drops the request's cache and its removal timers, so that a finished render keeps nothing alive. */
function releaseStore(store: AppStore): void {
  store.dispatch(baseApi.util.resetApiState())
}
