// The data a server-rendered page carries for the browser's store: written into the page by the renderer as a
// JSON data block, read once by the browser before it hydrates.
import type { ApiHandover } from '@/shared/api'

export const SERVER_DATA_ID = 'server-data'

export interface ServerData {
  /** The RTK Query cache the HTML was rendered from (finished queries only). */
  api: ApiHandover
}

/** JSON safe inside a <script> element: no "</script>", no "<!--", no line separators that break old parsers. */
export function serializeServerData(data: ServerData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Calls whose answer depends on the shopper's session: the server asked without it (nothing personal in shared
 * HTML), so the browser asks again, with the shopper's cookies, as its components mount. */
const ASKED_AGAIN = new Set(['bootstrap'])

/**
 * The server's data, or null on a page the server did not render (a static SPA deployment, account pages).
 * Its queries count as received now: the page's data is as fresh as the page, so the hydrated components do not
 * refetch it within the freshness window — except the session-dependent ones (ASKED_AGAIN), which count as old.
 */
export function readServerData(doc: Document = document): ServerData | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as ServerData
    const queries = (data.api.queries ?? {}) as Record<string, { endpointName?: string; fulfilledTimeStamp?: number } | undefined>
    const now = Date.now()
    for (const entry of Object.values(queries)) {
      if (entry?.fulfilledTimeStamp) entry.fulfilledTimeStamp = ASKED_AGAIN.has(entry.endpointName ?? '') ? 0 : now
    }
    return data
  } catch {
    return null
  }
}
