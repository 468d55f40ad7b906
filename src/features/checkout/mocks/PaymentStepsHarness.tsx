// The payment and review steps as the flow drives them, for tests of this part alone: ?step=review shows the
// review (with the payment summary and its Edit link as its section), anything else the payment step; Continue
// opens the review.
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useGetCheckoutQuery } from '../api/checkoutApi'
import { CardMemoryProvider } from '../ui/cardMemory'
import { PaymentStep, PaymentSummary } from '../ui/payment/PaymentStep'
import { ReviewStep } from '../ui/review/ReviewStep'

function Steps() {
  const { data: checkout } = useGetCheckoutQuery('en')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  if (!checkout) return null
  if (params.get('step') === 'review') {
    const sections = (
      <section aria-label="Payment">
        <PaymentSummary checkout={checkout} />
        <Link to="?step=payment&from=review">Edit payment</Link>
      </section>
    )
    return <ReviewStep checkout={checkout} onDone={() => undefined} sections={sections} />
  }
  return <PaymentStep checkout={checkout} onDone={() => void navigate('?step=review')} />
}

export function PaymentStepsHarness() {
  return (
    <CardMemoryProvider>
      <Steps />
    </CardMemoryProvider>
  )
}
