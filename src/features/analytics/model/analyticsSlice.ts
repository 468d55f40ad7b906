// What the shop sent, for its developers (config.js `analytics: { debug: true }`): the last 100 events with the
// destinations that got them, visible in Redux DevTools. The slice only records — the middleware sends and then
// records — so replaying these actions (time travel) changes the list and sends nothing.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AnalyticsEvent } from '@/shared/analytics'

export const KEPT_EVENTS = 100

export interface SentEvent {
  event: AnalyticsEvent
  /** The tags it went to, e.g. "gtm:GTM-ABC123". */
  destinations: string[]
}

export interface AnalyticsState {
  sent: SentEvent[]
}

const initialState: AnalyticsState = { sent: [] }

export const analyticsSlice = createSlice({
  name: 'analytics',
  initialState,
  reducers: {
    eventSent(state, action: PayloadAction<SentEvent>) {
      state.sent.push(action.payload)
      if (state.sent.length > KEPT_EVENTS) state.sent.splice(0, state.sent.length - KEPT_EVENTS)
    },
  },
  selectors: { selectSentEvents: (state) => state.sent },
})

export const { eventSent } = analyticsSlice.actions
export const { selectSentEvents } = analyticsSlice.selectors
