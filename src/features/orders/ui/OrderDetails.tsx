// One order in full (spec §3): products, totals with tax, delivery method and note, addresses, payment, status
// history, withdrawals, returns and downloads — the withdrawal control and, before shipping, the cancellation
// (issue #22) — and the return request while the return period is open. The `confirmation`
// variant (the checkout's thank-you page) shows what was bought, where it goes and how it was paid, without the
// account's actions (back to the history, returns) and without taking the focus from the page's heading.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useGetOrderQuery } from '../api/ordersApi'
import { useCapabilities } from '@/shared/capabilities'
import { orderDetailsMessages as m, returnMessages } from '../messages'
import { OrderFacts } from './OrderFacts'
import { OrderLines } from './OrderLines'
import { OrderTimeline } from './OrderTimeline'
import { OrderTotals } from './OrderTotals'
import { RETURN_DAYS } from '@contract/shopRules'
import { OrderWithdrawalActions } from './OrderWithdrawalActions'
import { ReturnRequestForm } from './ReturnRequestForm'
import { useLocale } from '@/shared/i18n/useLocale'
import { RetryAlert } from '@/shared/ui/RetryAlert'

/** `returnDays`: the shop's return period as its bootstrap states it (the page reads it). */
export function OrderDetails({
  reference,
  variant = 'account',
  returnDays = RETURN_DAYS,
}: {
  reference: string
  variant?: 'account' | 'confirmation'
  returnDays?: number
}) {
  const intl = useIntl()
  const returnsOffered = useCapabilities().returns
  const lang = useLocale()
  const { data: order, error, isError, refetch, isFetching } = useGetOrderQuery({ reference, lang })
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = Boolean(order)
  const inAccount = variant === 'account'
  useEffect(() => {
    if (loaded && inAccount) heading.current?.focus()
  }, [loaded, inAccount])
  const back = (
    <Link component={RouterLink} to={`/${lang}/my-account/orders`}>
      {intl.formatMessage(m.back)}
    </Link>
  )
  if (!order) {
    if ((error as { status?: unknown } | undefined)?.status === 404)
      return (
        <Alert severity="warning" action={back}>
          {intl.formatMessage(m.notFound)}
        </Alert>
      )
    if (isError) return <RetryAlert message={intl.formatMessage(m.notFound)} onRetry={() => void refetch()} disabled={isFetching} />
    return <Skeleton variant="rounded" height={320} aria-hidden />
  }
  return (
    <Box component="article">
      {inAccount ? back : null}
      <Typography variant="h2" ref={heading} tabIndex={-1} sx={{ mt: inAccount ? 2 : 0, outline: 'none' }}>
        {intl.formatMessage(m.title, { reference: order.reference })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography color="textSecondary">{intl.formatMessage(m.placedOn, { date: intl.formatDate(order.placedAt, { dateStyle: 'long' }) })}</Typography>
        <Chip label={order.statusLabel} size="small" />
      </Box>
      {inAccount ? <OrderWithdrawalActions order={order} returnDays={returnDays} /> : null}
      <Typography variant="h3" gutterBottom>
        {intl.formatMessage(m.products)}
      </Typography>
      <OrderLines lines={order.lines} />
      <OrderTotals totals={order.totals} />
      <OrderFacts order={order} />
      {inAccount ? (
        <>
          <OrderTimeline order={order} />
          {/* A cancelled order has nothing to send back, and a back end without returns takes none. */}
          {order.status === 'canceled' || !returnsOffered ? null : (
            <>
              <Typography variant="h3" gutterBottom sx={{ mt: 3 }}>
                {intl.formatMessage(returnMessages.title)}
              </Typography>
              <ReturnRequestForm order={order} returnDays={returnDays} />
            </>
          )}
        </>
      ) : null}
    </Box>
  )
}
