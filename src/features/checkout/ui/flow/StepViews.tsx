// What each step draws: its form when open, its summary when finished. Payment and review are the payment
// feature's (ui/payment, ui/review); the flow hands them the same props as every step.
import type { ReactNode } from 'react'
import type { Step } from '../../model/types'
import { BillingSummary, ShippingSummary } from '../address/AddressSummary'
import { BillingStep } from '../address/BillingStep'
import { ShippingStep } from '../address/ShippingStep'
import { ContactStep } from '../contact/ContactStep'
import type { SignInSlot } from '../contact/SignInOption'
import { ContactSummary } from '../contact/ContactSummary'
import { DeliveryStep } from '../delivery/DeliveryStep'
import { DeliverySummary } from '../delivery/DeliverySummary'
import { PaymentStep, PaymentSummary } from '../payment/PaymentStep'
import { ReviewStep } from '../review/ReviewStep'
import type { StepProps, StepSummaryProps } from '../stepProps'

export interface FlowExtras {
  signIn?: SignInSlot
  onSignedIn: () => Promise<void>
  defaultCountryIso?: string | null
  /** The finished steps' summaries, drawn inside the review step. */
  sections: ReactNode
}

export function StepForm({ step, props, extras }: { step: Step; props: StepProps; extras: FlowExtras }) {
  switch (step) {
    case 'contact':
      return <ContactStep {...props} signIn={extras.signIn} onSignedIn={extras.onSignedIn} />
    case 'shipping':
      return <ShippingStep {...props} defaultCountryIso={extras.defaultCountryIso} />
    case 'billing':
      return <BillingStep {...props} defaultCountryIso={extras.defaultCountryIso} />
    case 'delivery':
      return <DeliveryStep {...props} />
    case 'payment':
      return <PaymentStep {...props} />
    case 'review':
      return <ReviewStep {...props} sections={extras.sections} />
  }
}

export function StepSummary({ step, props }: { step: Step; props: StepSummaryProps }) {
  switch (step) {
    case 'contact':
      return <ContactSummary {...props} />
    case 'shipping':
      return <ShippingSummary {...props} />
    case 'billing':
      return <BillingSummary {...props} />
    case 'delivery':
      return <DeliverySummary {...props} />
    case 'payment':
      return <PaymentSummary {...props} />
    case 'review':
      return null
  }
}
