// How a feature reports what the shopper did: it dispatches `shopperActed` with the event, where the shopper acts
// (a handler, or an effect after the page shows something). The analytics feature's middleware decides, under the
// shopper's consent, whether and where it goes; reducers never see a reason to send anything, so replaying the
// recorded actions in Redux DevTools sends nothing again.
import { createAction } from '@reduxjs/toolkit'
import { useCallback } from 'react'
import { useAppDispatch } from '@/shared/store'
import type { AnalyticsEvent } from './types'

export const shopperActed = createAction<AnalyticsEvent>('analytics/shopperActed')

/** A function that reports an event (null: nothing to report). */
export function useTrack(): (event: AnalyticsEvent | null) => void {
  const dispatch = useAppDispatch()
  return useCallback((event) => void (event && dispatch(shopperActed(event))), [dispatch])
}
