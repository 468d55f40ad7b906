// Moving to another step moves the keyboard and screen reader focus to its heading, so the shopper hears where they
// are instead of staying on a button that just disappeared. Not on arrival: the page's own focus handling applies.
import { useEffect, useRef } from 'react'
import type { Step } from '../../model/types'

export const stepHeadingId = (step: Step) => `checkout-step-${step}`

export function useFocusOnStep(step: Step) {
  const previous = useRef<Step | null>(null)
  useEffect(() => {
    if (previous.current !== null && previous.current !== step) document.getElementById(stepHeadingId(step))?.focus()
    previous.current = step
  }, [step])
}
