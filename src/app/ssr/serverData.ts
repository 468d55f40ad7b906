// The data a server-rendered page carries for the browser's store: written into the page by the renderer as a
// JSON data block, read once by the browser before it hydrates.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router'
import type { ApiHandover } from '@/shared/api'
import { currentArrival, pageDataReceivedAt, type PageArrival } from './client/pageArrival'

export const SERVER_DATA_ID = 'server-data'

/** The router's state the HTML was rendered in, in the form createBrowserRouter reads (see routerHydration). */
export interface RouterHydration {
  loaderData: StaticHandlerContext['loaderData']
  actionData: StaticHandlerContext['actionData']
  errors: Record<string, unknown> | null
}

export interface ServerData {
  /** The RTK Query cache the HTML was rendered from (finished queries only). */
  api: ApiHandover
  router?: RouterHydration
}

/**
 * The router's state for the browser. React Router's StaticRouterProvider would write it as an inline script of
 * its own, different on every page — which the pages' Content-Security-Policy, allowing only the inline scripts the
 * server knows by hash, would block. It travels in this data block instead, with errors in the form React Router
 * gives them there (createBrowserRouter turns them back into errors).
 */
export function routerHydration(context: StaticHandlerContext): RouterHydration {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([route, error]) => {
          if (isRouteErrorResponse(error)) return [route, { ...error, __type: 'RouteErrorResponse' }]
          if (error instanceof Error) return [route, { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }]
          return [route, error]
        }),
      )
    : null
  return { loaderData: context.loaderData, actionData: context.actionData, errors }
}

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators that break old parsers. */
export function serializeServerData(data: ServerData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Calls whose answer depends on the shopper's session: the server asked without it (nothing personal in shared
 * HTML), so the browser asks again, with the shopper's cookies, as its components mount. */
const ASKED_AGAIN = new Set(['bootstrap'])

/**
 * The server's data, or null on a page the server did not render (a static SPA deployment, account pages).
 * Its queries count as received when the page arrived (pageArrival: now for a page from the server, the kept
 * copy's arrival for one from the browser's cache): the hydrated components do not refetch data within the
 * freshness window, and do refetch older data — except the session-dependent ones (ASKED_AGAIN), which count as old.
 */
export function readServerData(doc: Document = document, arrival: () => PageArrival = currentArrival): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as ServerData
    const queries = (data.api.queries ?? {}) as Record<string, { endpointName?: string; fulfilledTimeStamp?: number } | undefined>
    const receivedAt = pageDataReceivedAt(arrival())
    for (const entry of Object.values(queries)) {
      if (entry?.fulfilledTimeStamp) entry.fulfilledTimeStamp = ASKED_AGAIN.has(entry.endpointName ?? '') ? 0 : receivedAt
    }
    return data
  } catch {
    return null
  }
}
