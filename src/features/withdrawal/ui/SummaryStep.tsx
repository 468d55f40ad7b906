// Step 2: the withdrawal as it will be recorded — the statement, the order, the items, the name, the reason — and
// the button with the legal label "Confirm withdrawal". Only that button records anything (createWithdrawal, one
// Idempotency-Key while the request stays the same, so a retry after a lost answer records it once). A cancellation
// of a paid order is reported as its refund (cancellationRefund decides, as for a cancellation from the account).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { cancellationRefund, useTrack } from '@/shared/analytics'
import { useIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { useCreateWithdrawalMutation } from '../api/withdrawalApi'
import { summaryMessages as m, withdrawalMessages } from '../messages'
import { isFinal, refusalOf, type Refusal } from '../model/refusal'
import { itemsOf } from '../model/request'
import type { Withdrawal, WithdrawalOrder, WithdrawalRequest } from '../model/types'
import { ItemList } from './ItemList'
import { refusalText } from './refusalText'
import { StepHeading } from './StepHeading'

interface Props {
  order: WithdrawalOrder
  request: WithdrawalRequest
  focus: boolean
  onDone: (result: { withdrawal: Withdrawal; order: WithdrawalOrder }) => void
  onBack: () => void
  onRestart: () => void
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  )
}

export function SummaryStep({ order, request, focus, onDone, onBack, onRestart }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const [create, { isLoading }] = useCreateWithdrawalMutation()
  const keyFor = useIdempotencyKey()
  const track = useTrack()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const cancel = order.mode === 'cancel'
  const items = itemsOf(order, request).map(({ line, quantity }) => ({ key: line.id, name: line.name, attributes: line.attributes, quantity }))
  const confirm = async () => {
    setRefusal(null)
    try {
      const result = await create({ request, lang, idempotencyKey: keyFor(request) }).unwrap()
      // `order` is the order as it was before: its status says whether it had been paid.
      if (result.withdrawal.kind === 'cancellation') track(cancellationRefund(order.status, { reference: order.reference }))
      onDone(result)
    } catch (error) {
      setRefusal(refusalOf(error, request))
    }
  }
  const final = refusal !== null && isFinal(refusal)
  return (
    <section aria-labelledby="withdrawal-step">
      <StepHeading step={2} focus={focus} id="withdrawal-step">
        {intl.formatMessage(m.title)}
      </StepHeading>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography sx={{ mb: 1 }} id="withdrawal-statement">
          {intl.formatMessage(cancel ? m.statementCancel : m.statementWithdraw)}
        </Typography>
        <ItemList items={items} labelledBy="withdrawal-statement" />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, mt: 2, mb: 0 }}>
          <Fact label={intl.formatMessage(m.order)}>{order.reference}</Fact>
          <Fact label={intl.formatMessage(m.placed)}>{intl.formatDate(order.placedAt, { dateStyle: 'long' })}</Fact>
          <Fact label={intl.formatMessage(m.name)}>{request.name}</Fact>
          {request.reason ? <Fact label={intl.formatMessage(m.reason)}>{request.reason}</Fact> : null}
        </Box>
      </Box>
      <Typography sx={{ mb: 1 }}>
        {request.order.kind === 'guest'
          ? intl.formatMessage(m.acknowledgementTo, { email: request.order.email.trim() })
          : intl.formatMessage(m.acknowledgementAccount)}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {intl.formatMessage(m.nothingYet)}
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusalText(intl, refusal, order)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {final ? (
          <Button variant="contained" onClick={onRestart}>
            {intl.formatMessage(withdrawalMessages.startAgain)}
          </Button>
        ) : (
          <>
            <Button variant="contained" size="large" onClick={() => void confirm()} disabled={isLoading} aria-busy={isLoading}>
              {intl.formatMessage(m.confirm)}
            </Button>
            <Button onClick={onBack} disabled={isLoading}>
              {intl.formatMessage(withdrawalMessages.back)}
            </Button>
          </>
        )}
      </Stack>
    </section>
  )
}
