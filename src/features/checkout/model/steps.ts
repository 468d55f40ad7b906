// Which step the shopper may be on. The API's `missing` list decides what the server still lacks (e-mail,
// delivery address, carrier, collection point); the draft and the card in memory decide the payment step. A step
// after the first incomplete one cannot be shown: the shopper is sent to the first incomplete one instead.
import { rules } from '@/shared/forms'
import type { CheckoutDraft } from './slice'
import { STEPS, type Checkout, type Step } from './types'

export interface StepFacts {
  checkout: Checkout
  draft: CheckoutDraft
  /** A card typed into the payment form in this page's memory (never stored). */
  cardReady: boolean
}

const validEmail = (email: string) => email !== '' && rules.email()(email, {}) === undefined

export function isStepComplete(step: Step, { checkout, draft, cardReady }: StepFacts): boolean {
  const missing = new Set(checkout.missing)
  switch (step) {
    case 'contact':
      return checkout.customer !== null || validEmail(draft.email)
    // Billing is the shipping address unless the shopper gives another one, so it is done with shipping.
    case 'shipping':
    case 'billing':
      return !missing.has('delivery_address')
    case 'delivery':
      return !missing.has('carrier') && !missing.has('pudo')
    case 'payment': {
      const gateway = checkout.gateways.find((g) => g.id === draft.gateway)
      return gateway !== undefined && (gateway.kind !== 'card' || cardReady)
    }
    case 'review':
      return false
  }
}

/** The first step not yet complete; review when everything is. */
export function firstIncompleteStep(facts: StepFacts): Step {
  return STEPS.find((step) => !isStepComplete(step, facts)) ?? 'review'
}

export const isStep = (value: string | null | undefined): value is Step => STEPS.includes(value as Step)

/** The step to show for the URL's `?step=`: the one asked for if everything before it is complete. */
export function resolveStep(requested: string | null, facts: StepFacts): Step {
  const first = firstIncompleteStep(facts)
  if (!isStep(requested)) return first
  return STEPS.indexOf(requested) <= STEPS.indexOf(first) ? requested : first
}

/** Nothing can be bought: the bag is empty (stock problems are fixed from the summary, not here). */
export const isCartEmpty = (checkout: Checkout) => checkout.missing.includes('cart') || checkout.cart.count === 0
