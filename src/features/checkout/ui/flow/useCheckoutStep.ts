// The step on screen. The URL's ?step= is the source (Back and Forward walk the steps, a reload resumes); a step
// that cannot be shown yet is replaced by the first incomplete one, in place (replace, not push). Each step shown
// is dispatched as `checkout/stepEntered`, so Redux DevTools reads as the shopper's path. `from=review` marks a
// step reopened from the review, which saving returns to.
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useNavigate, useSearchParams } from 'react-router'
import { selectCheckoutDraft, stepEntered } from '../../model/slice'
import { firstIncompleteStep, resolveStep, type StepFacts } from '../../model/steps'
import { STEPS, type Checkout, type Step } from '../../model/types'
import { useCardMemory } from '../cardMemory'

export interface CheckoutStep {
  step: Step
  /** The first step not yet complete: steps before it are done, steps after it cannot be opened yet. */
  firstIncomplete: Step
  fromReview: boolean
  /** The step is saved: on to the next one, or back to the review it was opened from. */
  done: () => void
  /** The search part of the URL reopening a finished step. */
  editSearch: (step: Step) => string
}

const search = (step: Step, fromReview = false) => `?step=${step}${fromReview ? '&from=review' : ''}`

/** `settled`: the checkout is not being read again (a step decided on stale data would jump back). */
export function useCheckoutStep(checkout: Checkout, settled: boolean): CheckoutStep {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectCheckoutDraft)
  const cardReady = useCardMemory().card !== null
  const facts: StepFacts = { checkout, draft, cardReady }
  const requested = params.get('step')
  const step = resolveStep(requested, facts)
  const fromReview = params.get('from') === 'review' && step !== 'review'

  useEffect(() => {
    if (settled && requested !== step) void navigate({ search: search(step) }, { replace: true })
  }, [settled, requested, step, navigate])

  useEffect(() => {
    dispatch(stepEntered(step))
  }, [step, dispatch])

  const done = () => {
    const next = STEPS[STEPS.indexOf(step) + 1] ?? 'review'
    // Out of the submit event first: a navigation (a transition) started inside a form's submit would make React
    // treat the form as a pending form action.
    queueMicrotask(() => void navigate({ search: search(fromReview ? 'review' : next) }))
  }
  const editSearch = (target: Step) => search(target, step === 'review' || fromReview)
  return { step, firstIncomplete: firstIncompleteStep(facts), fromReview, done, editSearch }
}
