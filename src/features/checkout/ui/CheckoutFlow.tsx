// The checkout at /{lang}/checkout: contact, shipping address, billing address, delivery, payment and review, one
// section each, the step in the URL (?step=). Loading shows the page's shape, a failed load says so with a retry,
// an empty bag has no steps. The typed card lives in this flow's memory only (CardMemoryProvider).
import { useIntl } from 'react-intl'
import { analyticsEvents, useTrackOnce } from '@/shared/analytics'
import { useLocale } from '@/shared/i18n/useLocale'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetCheckoutQuery } from '../api/checkoutApi'
import { flowMessages } from '../messages/flow'
import { isCartEmpty } from '../model/steps'
import { CardMemoryProvider } from './cardMemory'
import type { SignInSlot } from './contact/SignInOption'
import { CheckoutSteps } from './flow/CheckoutSteps'
import { EmptyCart } from './flow/EmptyCart'
import { FlowSkeleton } from './flow/FlowSkeleton'

export interface CheckoutFlowProps {
  /** The shop's sign-in form for the contact step; it calls `onSignedIn` once the customer is signed in. */
  signIn?: SignInSlot
  /** ISO code of the country to preselect in a new address (the one the shop detected for the shopper). */
  defaultCountryIso?: string | null
}

export function CheckoutFlow(props: CheckoutFlowProps) {
  return (
    <CardMemoryProvider>
      <FlowContent {...props} />
    </CardMemoryProvider>
  )
}

function FlowContent({ signIn, defaultCountryIso }: CheckoutFlowProps) {
  const intl = useIntl()
  const { data: checkout, isLoading, isFetching, refetch } = useGetCheckoutQuery(useLocale())
  // Once per visit of the checkout, with the bag it starts from.
  useTrackOnce(checkout && !isCartEmpty(checkout) ? 'checkout' : null, () => (checkout ? analyticsEvents.beginCheckout(checkout.cart) : null))
  if (isLoading) return <FlowSkeleton />
  if (!checkout) return <RetryAlert message={intl.formatMessage(flowMessages.loadFailed)} onRetry={() => void refetch()} disabled={isFetching} />
  if (isCartEmpty(checkout)) return <EmptyCart />
  // After signing in the checkout is the customer's: read it again before moving on.
  const onSignedIn = async () => {
    await refetch()
  }
  return <CheckoutSteps checkout={checkout} settled={!isFetching} signIn={signIn} onSignedIn={onSignedIn} defaultCountryIso={defaultCountryIso} />
}
