// The payment step: loyalty points (signed-in customers with a balance, when the back end offers points), then the payment method with the card or
// the gateway's note, and instalments when offered. The method chosen is reported (add_payment_info, its id only). The summary the flow shows once the step is done is
// PaymentSummary (re-exported here, where the flow imports the step from).
import Stack from '@mui/material/Stack'
import { useEffect } from 'react'
import { analyticsEvents, useTrack } from '@/shared/analytics'
import { useCapabilities } from '@/shared/capabilities'
import { useLocale } from '@/shared/i18n/useLocale'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useLocation } from 'react-router'
import { useGetGatewaysQuery } from '../../api/checkoutApi'
import { instalmentsChosen, selectCheckoutDraft } from '../../model/slice'
import type { StepProps } from '../stepProps'
import { canUsePoints, LoyaltyPoints } from './LoyaltyPoints'
import { PaymentForm } from './PaymentForm'
import { readPaymentReturn } from './paymentReturn'

export { PaymentSummary } from './PaymentSummary'

export function PaymentStep({ checkout, onDone }: StepProps) {
  const dispatch = useAppDispatch()
  const track = useTrack()
  const loyaltyOffered = useCapabilities().loyalty_points
  const { data, refetch } = useGetGatewaysQuery(useLocale())
  // The checkout carries the gateways too: shown at once, then as getGateways answers.
  const gateways = data ?? checkout.gateways
  const draft = useAppSelector(selectCheckoutDraft)
  const orderErrors = readPaymentReturn(useLocation().state)
  const offersInstalments = gateways.find((g) => g.id === draft.gateway)?.instalments ?? false

  useEffect(() => {
    // The total moved out of the instalment range (points, a new carrier): the choice no longer applies.
    if (draft.instalments && !offersInstalments) dispatch(instalmentsChosen(false))
  }, [dispatch, draft.instalments, offersInstalments])

  return (
    <Stack spacing={4}>
      {loyaltyOffered && canUsePoints(checkout) ? <LoyaltyPoints checkout={checkout} onSaved={() => void refetch()} /> : null}
      <PaymentForm
        gateways={gateways}
        total={checkout.cart.totals.total}
        onDone={(gateway) => {
          track(analyticsEvents.addPaymentInfo(checkout.cart, gateway))
          onDone()
        }}
        orderErrors={orderErrors}
      />
    </Stack>
  )
}
