// What every checkout step's form and summary receive from the flow.
import type { Checkout } from '../model/types'

export interface StepProps {
  checkout: Checkout
  /** The step is done: the flow goes on to the next step (or back to review when editing from there). */
  onDone: () => void
}

export interface StepSummaryProps {
  checkout: Checkout
}
