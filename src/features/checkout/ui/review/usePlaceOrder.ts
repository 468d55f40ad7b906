// Placing the order: one createOrder at a time (a double click sends one request), its Idempotency-Key kept while
// the outcome is unknown (orderAttempt), then always on to `payment.redirect_url`.
// The request goes out untracked (`track: false`): a tracked mutation keeps its arguments — the card — in the
// store, and the card must never reach the store; on the actions that still carry it, it is sealed (sealedCard).
import { useCallback, useRef, useState } from 'react'
import { useAppDispatch } from '@/shared/store'
import { useNavigate } from 'react-router'
import { FALLBACK_MESSAGE, isApiError, type ApiError } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { checkoutApi } from '../../api/checkoutApi'
import type { OrderRequest } from '../../model/types'
import { attemptAfterFailure, attemptFor, type OrderAttempt } from './orderAttempt'
import { redirectTarget } from './redirect'
import { sealedCard } from './sealedCard'

export type PlaceResult = { placed: true } | { placed: false; error: ApiError | null }

export function usePlaceOrder() {
  const dispatch = useAppDispatch()
  const lang = useLocale()
  const navigate = useNavigate()
  const pending = useRef<OrderAttempt | null>(null)
  const inFlight = useRef(false)
  const [placing, setPlacing] = useState(false)

  const place = useCallback(
    async (request: OrderRequest): Promise<PlaceResult> => {
      // A second click while the first is on its way: nothing to send (error null: nothing to show either).
      if (inFlight.current) return { placed: false, error: null }
      inFlight.current = true
      setPlacing(true)
      const attempt = attemptFor(pending.current, JSON.stringify(request))
      pending.current = attempt
      const sent = request.card ? { ...request, card: sealedCard(request.card) } : request
      try {
        const order = await dispatch(checkoutApi.endpoints.createOrder.initiate({ lang, idempotencyKey: attempt.key, ...sent }, { track: false })).unwrap()
        pending.current = null
        const target = redirectTarget(order.redirectUrl, lang)
        // Still "placing" while the page leaves: the button stays disabled until the next page is up.
        if ('inApp' in target) void navigate(target.inApp, { replace: true })
        else window.location.assign(target.external)
        return { placed: true }
      } catch (caught) {
        const error: ApiError = isApiError(caught) ? caught : { status: 'PARSE', message: FALLBACK_MESSAGE }
        pending.current = attemptAfterFailure(attempt, error)
        inFlight.current = false
        setPlacing(false)
        return { placed: false, error }
      }
    },
    [dispatch, lang, navigate],
  )
  return { place, placing }
}
