// The data a server-rendered page carries for the browser's store: written into the page by the renderer as a
// JSON data block, read once by the browser before it hydrates (client/readServerData.ts).
//
// The one module of ssr/ that both sides load: the block's id, its shape and how it is written. It imports neither
// ssr/server nor ssr/client, and uses neither Node nor the browser: each side can load it as it is (eslint.config.mjs
// and tsconfig.browser.json hold it to that).
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router'
import type { ApiHandover } from '@/shared/api'

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
