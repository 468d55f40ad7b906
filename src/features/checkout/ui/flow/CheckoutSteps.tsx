// The six steps in order, each a section with its heading: the current one open, the finished ones as a summary
// with an Edit link, the ones after the first incomplete step as headings only. On the review step the finished
// steps' summaries are drawn inside it (the review shows everything and lets any part be changed in place: Edit
// opens that step with from=review, and saving it comes back).
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { flowMessages as m } from '../../messages/flow'
import { STEPS, type Checkout, type Step } from '../../model/types'
import type { SignInSlot } from '../contact/SignInOption'
import { StepSection, type StepStatus } from './StepSection'
import { StepForm, StepSummary } from './StepViews'
import { StockProblems } from './StockProblems'
import { useCheckoutStep } from './useCheckoutStep'
import { useFocusOnStep } from './useFocusOnStep'

interface Props {
  checkout: Checkout
  settled: boolean
  signIn?: SignInSlot
  onSignedIn: () => Promise<void>
  defaultCountryIso?: string | null
}

export function CheckoutSteps({ checkout, settled, signIn, onSignedIn, defaultCountryIso }: Props) {
  const intl = useIntl()
  const flow = useCheckoutStep(checkout, settled)
  useFocusOnStep(flow.step)
  const reachable = STEPS.indexOf(flow.firstIncomplete)
  const statusOf = (step: Step): StepStatus => (step === flow.step ? 'current' : STEPS.indexOf(step) < reachable ? 'done' : 'upcoming')
  // A signed-in customer's contact is their account: nothing to edit here.
  const editable = (step: Step) => !(step === 'contact' && checkout.customer && !checkout.customer.guest)

  const onReview = flow.step === 'review'

  const section = (step: Step, status: StepStatus, headingLevel: 'h2' | 'h3' = 'h2', sections: ReactNode = null) => (
    <StepSection
      key={step}
      step={step}
      number={STEPS.indexOf(step) + 1}
      total={STEPS.length}
      title={intl.formatMessage(m[step])}
      status={status}
      headingLevel={headingLevel}
      editSearch={editable(step) ? flow.editSearch(step) : undefined}
      summary={<StepSummary step={step} props={{ checkout }} />}
    >
      {status === 'current' ? (
        <StepForm step={step} props={{ checkout, onDone: flow.done }} extras={{ signIn, onSignedIn, defaultCountryIso, sections }} />
      ) : null}
    </StepSection>
  )

  if (onReview) {
    const summaries = STEPS.filter((s) => s !== 'review').map((s) => section(s, 'done', 'h3'))
    return (
      <Box>
        <StockProblems problems={checkout.cart.problems} />
        {section('review', 'current', 'h2', summaries)}
      </Box>
    )
  }
  return (
    <Box>
      <StockProblems problems={checkout.cart.problems} />
      {STEPS.map((step) => section(step, statusOf(step)))}
    </Box>
  )
}
