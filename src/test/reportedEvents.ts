// The analytics events the app reports (shopperActed), recorded where they reach the store: what the page said the
// shopper did, whether or not a consented tag then sends it (that is the middleware's test).
import type { StoreEnhancer } from '@reduxjs/toolkit'
import { makeStore } from '@/app/store'
import { shopperActed, type AnalyticsEvent } from '@/shared/analytics'

export function storeRecordingEvents() {
  const events: AnalyticsEvent[] = []
  const enhancer: StoreEnhancer = (next) => (reducer, preloaded) =>
    next((state, action) => {
      if (shopperActed.match(action)) events.push(action.payload)
      return reducer(state, action)
    }, preloaded)
  return { store: makeStore({ enhancers: [enhancer] }), events }
}
