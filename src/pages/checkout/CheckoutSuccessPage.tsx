// /{lang}/checkout/success?order=REF (blank layout): the order confirmation. It only reads the order (a reload
// shows the same order and never places anything): what was bought, where it goes, the totals, where the e-mail
// went; the withdrawal function's control for this order (Art. 11a CRD: on the order confirmation too); then a
// short feedback prompt, and for a guest the offer to keep their details in an account.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { RegisterForm } from '@/features/account'
import { AccountOffer, CheckoutFeedback, ConfirmationHeading, OrderLoadFailed, OrderNotFound } from '@/features/checkout'
import { OrderDetails, useOrder, useReportPurchase } from '@/features/orders'
import { useBootstrapQuery } from '@/features/shop'
import { pageMessages } from '../pageMessages'
import { useLocale } from '@/shared/i18n/useLocale'
import { WithdrawalLink } from '@/shared/ui/WithdrawalLink'

export default function CheckoutSuccessPage() {
  const intl = useIntl()
  const lang = useLocale()
  const reference = useSearchParams()[0].get('order')
  const { order, notFound, failed, retry, retrying } = useOrder(reference)
  const session = useBootstrapQuery(lang).data
  const [registered, setRegistered] = useState(false)
  useReportPurchase(order)

  if (!reference || notFound) return <OrderNotFound />
  // A guest is a shopper without an account session; once they register here the offer stays, as its thank-you.
  const guest = registered || (session !== undefined && session.customer === null)
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <ConfirmationHeading reference={reference} email={order?.email ?? null} fallbackTitle={intl.formatMessage(pageMessages.checkoutSuccess)} />
      {failed ? <OrderLoadFailed onRetry={retry} retrying={retrying} /> : null}
      {order ? (
        <>
          <OrderDetails reference={reference} variant="confirmation" />
          {order.withdrawalMode !== 'closed' ? (
            <Box sx={{ my: 3 }}>
              <WithdrawalLink reference={order.reference} />
            </Box>
          ) : null}
          <CheckoutFeedback reference={reference} />
          {guest ? (
            <AccountOffer
              email={order.email}
              registered={registered}
              form={<RegisterForm initialEmail={order.email} onRegistered={() => setRegistered(true)} />}
            />
          ) : null}
        </>
      ) : failed ? null : (
        <Skeleton variant="rounded" height={320} aria-hidden />
      )}
    </Container>
  )
}
