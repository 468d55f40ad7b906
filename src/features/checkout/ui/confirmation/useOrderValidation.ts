// The validate page's work: ask the shop once how the payment went (validateOrder with the URL's order, token and
// status; the gateway's record decides), then leave for the outcome's page — or, while the provider has not
// answered, keep asking on the poll schedule. StrictMode runs effects twice: a ref makes sure one request goes out.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAppDispatch } from '@/shared/store'
import { useNavigate } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { useValidateOrderMutation } from '../../api/checkoutApi'
import { checkoutCompleted } from '../../model/slice'
import { useCardMemory } from '../cardMemory'
import { outcomePath } from './outcomePath'
import { POLL_SCHEDULE, type PollSchedule } from './pollSchedule'

export interface ValidationQuery {
  order: string | null
  token: string | null
  status: string | null
}

export type ValidationView = { phase: 'checking' } | { phase: 'pending'; gaveUp: boolean }

export function useOrderValidation({ order, token, status }: ValidationQuery, schedule: PollSchedule = POLL_SCHEDULE) {
  const lang = useLocale()
  const [validate] = useValidateOrderMutation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { remember } = useCardMemory()
  const [view, setView] = useState<ValidationView>({ phase: 'checking' })
  const started = useRef(false)
  const alive = useRef(true)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const check = useCallback(
    async function run(attempt: number, since: number): Promise<void> {
      // validateOrder resolves to null when the shop could not say (unknown pair, server error): "unknown".
      const result =
        order && token
          ? await validate({ lang, order, token, ...(status ? { status } : {}) })
              .unwrap()
              .catch(() => null)
          : null
      if (!alive.current) return
      const path = outcomePath(lang, result?.reference ?? order, result?.status ?? null)
      if (path) {
        if (result?.status === 'approved') {
          // Paid: the card is no longer needed in memory either.
          dispatch(checkoutCompleted())
          remember(null)
        }
        void navigate(path, { replace: true })
        return
      }
      const wait = schedule.delay(attempt)
      if (Date.now() + wait - since > schedule.budgetMs) {
        setView({ phase: 'pending', gaveUp: true })
        return
      }
      setView({ phase: 'pending', gaveUp: false })
      timer.current = setTimeout(() => void run(attempt + 1, since), wait)
    },
    [dispatch, lang, navigate, order, remember, schedule, status, token, validate],
  )

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      clearTimeout(timer.current)
    }
  }, [])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void check(0, Date.now())
  }, [check])

  const checkAgain = () => {
    setView({ phase: 'pending', gaveUp: false })
    void check(0, Date.now())
  }
  return { view, checkAgain }
}
