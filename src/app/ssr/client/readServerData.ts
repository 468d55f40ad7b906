// The browser's reading of the data block a server-rendered page carries (../serverData.ts, written by the
// renderer): once, before the app hydrates, with the page's arrival time (pageArrival.ts) as the age of its data.
import { SERVER_DATA_ID, type ServerData } from '../serverData'
import { currentArrival, pageDataReceivedAt, type PageArrival } from './pageArrival'

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
