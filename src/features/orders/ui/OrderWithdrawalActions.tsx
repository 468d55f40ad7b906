// The order details' withdrawal control (issue #22): "Withdraw from contract here" while the order can still be
// withdrawn from or cancelled, and for an unshipped order "Cancel order" (updateOrder cancel) after a confirmation.
// The outcome stays said after the order, refetched, no longer offers either; it takes the focus once the dialog is
// gone (the button that opened it may be gone as well).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { cancellationRefund, useTrack } from '@/shared/analytics'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { apiFailureText } from '@/shared/forms'
import { useLocale } from '@/shared/i18n/useLocale'
import { WithdrawalLink } from '@/shared/ui/WithdrawalLink'
import { useCancelOrderMutation } from '../api/ordersApi'
import { cancelMessages as m } from '../messages'
import type { Order } from '../model/types'
import { CancelOrderDialog } from './CancelOrderDialog'

type Outcome = { severity: 'success' | 'error'; text: string }

export function OrderWithdrawalActions({ order, returnDays }: { order: Order; returnDays: number }) {
  const intl = useIntl()
  const lang = useLocale()
  const [cancelOrder, { isLoading }] = useCancelOrderMutation()
  const track = useTrack()
  const keyFor = useIdempotencyKey()
  const [asking, setAsking] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const said = useRef<HTMLDivElement>(null)
  // Once the dialog has closed (its focus trap no longer holds the focus).
  useEffect(() => {
    if (outcome && !asking) said.current?.focus()
  }, [outcome, asking])

  // Worded by the refusal's code ("can no longer be cancelled"), never by its English text.
  const failure = (error: unknown) => (isApiError(error) ? apiFailureText(intl, error, m.failed) : intl.formatMessage(m.failed))
  const confirm = async () => {
    try {
      await cancelOrder({ orderId: order.id, lang, idempotencyKey: keyFor({ cancel: order.id }) }).unwrap()
      track(cancellationRefund(order.status, order))
      setOutcome({ severity: 'success', text: intl.formatMessage(m.cancelled, { reference: order.reference }) })
    } catch (error) {
      setOutcome({ severity: 'error', text: failure(error) })
    }
    setAsking(false)
  }

  const open = order.withdrawalMode !== 'closed'
  if (!open && !outcome) return null
  return (
    <Box component="section" aria-label={intl.formatMessage(m.button)} sx={{ my: 2 }}>
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} ref={said} tabIndex={-1} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      ) : null}
      {open ? (
        <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography>
            {order.withdrawalMode === 'cancel'
              ? intl.formatMessage(m.hint)
              : order.withdrawalDeadline
                ? intl.formatMessage(m.withdrawHint, { date: intl.formatDate(order.withdrawalDeadline, { dateStyle: 'long' }) })
                : intl.formatMessage(m.withdrawOnItsWay, { days: returnDays })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <WithdrawalLink reference={order.reference} />
            {order.withdrawalMode === 'cancel' ? (
              <Button
                color="error"
                variant="outlined"
                onClick={() => {
                  setOutcome(null)
                  setAsking(true)
                }}
              >
                {intl.formatMessage(m.button)}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      <CancelOrderDialog
        open={asking}
        reference={order.reference}
        cancelling={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        keepFocus={outcome !== null}
      />
    </Box>
  )
}
