// The review's call to action: the total, the terms (required, linking to the terms page) and Place order. A
// failure is said at the button and keeps everything (the bag is on the server, the card in the page's memory);
// a payment field's failure sends the shopper back to the payment step with the message on the field.
import { useContentPageHref } from '@/shared/content/contentPageLinks'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useNavigate } from 'react-router'
import { baseApi, fieldRefusalTexts, TAG } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { apiErrorText, CheckboxInput, rules, ShopForm } from '@/shared/forms'
import { formatMoney } from '@/shared/i18n/money'
import { paymentMessages, reviewMessages as m } from '../../messages/payment'
import { selectCheckoutDraft } from '../../model/slice'
import type { Checkout } from '../../model/types'
import { useCardMemory } from '../cardMemory'
import { paymentReturnState, type OrderErrors } from '../payment/paymentReturn'
import { OrderFailureAlert } from './OrderFailureAlert'
import { orderFailure, type OrderFailure } from './orderFailure'
import { PlaceOrderButton } from './PlaceOrderButton'
import { usePlaceOrder } from './usePlaceOrder'

type Values = { terms_accepted: boolean }
const INITIAL: Values = { terms_accepted: false }

export function PlaceOrderForm({ checkout }: { checkout: Checkout }) {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const draft = useAppSelector(selectCheckoutDraft)
  const { card } = useCardMemory()
  const { place, placing } = usePlaceOrder()
  const [failure, setFailure] = useState<{ failure: OrderFailure; text: string } | null>(null)
  const gateway = checkout.gateways.find((g) => g.id === draft.gateway)
  const total = formatMoney(checkout.cart.totals.total, lang)

  // After the submit event: a navigation started inside it makes React treat the form as a form action.
  const backToPayment = (errors: OrderErrors) =>
    queueMicrotask(() => void navigate({ search: '?step=payment&from=review' }, { state: paymentReturnState(errors) }))

  const onSubmit = async () => {
    // The method is no longer offered, or the card is gone from memory (a reload on this step): back to choose or type.
    if (!gateway) return backToPayment({ gateway: intl.formatMessage(paymentMessages.chooseMethod) })
    if (gateway.kind === 'card' && !card) return backToPayment({ card: intl.formatMessage(paymentMessages.cardAgain) })
    setFailure(null)
    const result = await place({
      gateway: gateway.id,
      card: gateway.kind === 'card' ? (card ?? undefined) : undefined,
      instalments: draft.instalments && gateway.instalments,
    })
    if (result.placed || !result.error) return
    const outcome = orderFailure(result.error, fieldRefusalTexts(intl, result.error))
    if (outcome.kind === 'payment') return backToPayment(outcome.fieldErrors)
    // The shop refused for a reason of the bag or an earlier step: show the checkout as it is now.
    if (outcome.kind === 'cart' || outcome.kind === 'checkout') dispatch(baseApi.util.invalidateTags([TAG.Checkout, TAG.Cart]))
    setFailure({ failure: outcome, text: apiErrorText(intl, result.error) })
  }

  const termsHref = useContentPageHref('terms')
  const termsLink = (chunks: ReactNode[]) => (
    <Link key="terms" href={termsHref} target="_blank" rel="noopener" underline="always">
      {chunks}
    </Link>
  )
  return (
    <ShopForm<Values> label={intl.formatMessage(m.formLabel)} onSubmit={onSubmit} initialValues={INITIAL}>
      <Stack spacing={2}>
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage(m.total)}</Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="review-total">
              {total}
            </Typography>
          </Box>
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(m.taxIncluded, { tax: formatMoney(checkout.cart.totals.tax, lang) })}
          </Typography>
        </Box>
        <CheckboxInput name="terms_accepted" label={intl.formatMessage(m.termsField)} validate={rules.accepted()}>
          <FormattedMessage {...m.terms} values={{ link: termsLink }} />
        </CheckboxInput>
        {failure ? <OrderFailureAlert failure={failure.failure} otherText={failure.text} /> : null}
        <PlaceOrderButton total={total} placing={placing} />
        {gateway?.kind === 'redirect' ? (
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(m.redirectNote, { gateway: gateway.name })}
          </Typography>
        ) : null}
      </Stack>
    </ShopForm>
  )
}
