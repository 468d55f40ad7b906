// Where analytics events leave the shop: the one side effect of `shopperActed`. An event goes to the configured
// tags (gtag, gtm, matomo) whose consent category the shopper granted — and to none otherwise: nothing is sent,
// kept for a later consent or stored before it, and nothing after a withdrawal. Until the stored consent has been
// read (a server-rendered page hydrates first and reads it just after), the page's first events wait for it in
// memory; then they go out or are dropped. The destinations are a chunk of their own, fetched with the first event
// a consented tag should get. Reducers only record (analyticsSlice), so replaying actions sends nothing.
import type { Middleware } from '@reduxjs/toolkit'
import type { AnalyticsEvent } from '@/shared/analytics'
import { pageView } from '@/shared/analytics/events'
import { shopperActed } from '@/shared/analytics/tracked'
import { getConfig, type ConsentCategory } from '@/shared/config'
import type * as Chunk from '../destinations'
import { eventSent } from './analyticsSlice'
import { allowedTags, destinationName } from './analyticsTags'

/** What analytics needs of the consent (the app passes the consent feature's selectors). */
export interface ConsentGate<S> {
  /** Whether the stored consent has been read. */
  known: (state: S) => boolean
  granted: (state: S, category: ConsentCategory) => boolean
}

type Destinations = typeof Chunk

const loadDestinations = () => import(/* webpackChunkName: "analytics" */ '../destinations')

export function analyticsMiddleware<S>(gate: ConsentGate<S>): Middleware<object, S> {
  return (store) => {
    const allowed = () => allowedTags((category) => gate.granted(store.getState(), category))
    let waiting: AnalyticsEvent[] = []
    let destinations: Promise<Destinations> | null = null
    // Events leave in the order they happened, also while the chunk loads or a purchase is being claimed.
    let line: Promise<unknown> = Promise.resolve()

    async function deliver(event: AnalyticsEvent) {
      const chunk = await destinations!
      if (event.name === 'purchase' && allowed().length && !(await chunk.claimOrder(event.params.transaction_id))) return
      // Asked again: the consent may have been withdrawn while the chunk loaded.
      const tags = allowed()
      for (const tag of tags) chunk.deliver(tag, event)
      if (tags.length && getConfig().analytics.debug) {
        console.info('[analytics]', event.name, event.params)
        store.dispatch(eventSent({ event, destinations: tags.map(destinationName) }))
      }
    }

    function send(event: AnalyticsEvent) {
      if (!allowed().length) return
      // A chunk that failed to load is asked for again by the next event (never a reload: analytics is not the page).
      destinations ??= loadDestinations().catch((error: unknown) => {
        destinations = null
        throw error
      })
      line = line.then(() => deliver(event)).catch((error: unknown) => console.error('[analytics]', error))
    }

    return (next) => (action) => {
      const before = store.getState()
      const result = next(action)
      const state = store.getState()
      if (shopperActed.match(action)) {
        if (gate.known(state)) send(action.payload)
        else waiting.push(action.payload)
        return result
      }
      if (waiting.length && gate.known(state)) {
        const events = waiting
        waiting = []
        events.forEach(send)
      }
      const grantedBefore = allowedTags((category) => gate.granted(before, category)).length > 0
      const grantedNow = allowed().length > 0
      // Consent given on this page: the page the shopper is on is the first one counted.
      if (gate.known(before) && !grantedBefore && grantedNow) send(currentPageView())
      if (grantedBefore && !grantedNow) void destinations?.then((chunk) => chunk.forgetOrders())
      return result
    }
  }
}

function currentPageView(): AnalyticsEvent {
  return pageView(window.location.pathname, document.title, document.documentElement.lang)
}
