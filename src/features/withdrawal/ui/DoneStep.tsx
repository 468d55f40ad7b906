// The confirmation: what the shop recorded and when (date and time of receipt, in the page's language), the items,
// what happens next (with the return address), and where the acknowledgement e-mail went (the address masked, as the shop answers it).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { detailsMessages, doneMessages as m } from '../messages'
import type { Withdrawal } from '../model/types'
import { ItemList } from './ItemList'
import { StepHeading } from './StepHeading'

/** With the zone named: the acknowledgement e-mail states the shop's time (Europe/Rome), the page the shopper's. */
const RECEIPT_TIME = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const

interface Props {
  withdrawal: Withdrawal
  signedIn: boolean
}

export function DoneStep({ withdrawal, signedIn }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const cancelled = withdrawal.kind === 'cancellation'
  const when = {
    reference: withdrawal.reference,
    date: intl.formatDate(withdrawal.receivedAt, { dateStyle: 'long' }),
    time: intl.formatTime(withdrawal.receivedAt, RECEIPT_TIME),
  }
  return (
    <section aria-labelledby="withdrawal-step">
      <StepHeading focus id="withdrawal-step">
        {intl.formatMessage(cancelled ? m.cancelledTitle : m.withdrawnTitle)}
      </StepHeading>
      <Alert severity="success" sx={{ mb: 3 }}>
        <time dateTime={withdrawal.receivedAt}>{intl.formatMessage(cancelled ? m.cancelledAt : m.receivedAt, when)}</time>
      </Alert>
      <Typography variant="h3" id="withdrawal-done-items" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {intl.formatMessage(detailsMessages.items)}
      </Typography>
      <ItemList items={withdrawal.lines.map((l) => ({ key: l.orderLineId, name: l.name, quantity: l.quantity }))} labelledBy="withdrawal-done-items" />
      <Typography variant="h3" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
        {intl.formatMessage(m.nextTitle)}
      </Typography>
      {cancelled ? (
        <Typography>{intl.formatMessage(m.nextNothingToSend)}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
          <li>
            {withdrawal.returnAddress.length ? (
              <>
                {intl.formatMessage(m.nextSendBack)}
                <Box component="address" sx={{ fontStyle: 'normal', my: 1 }}>
                  {withdrawal.returnAddress.map((line, i) => (
                    <div key={i}>{line}</div>
                  ))}
                </Box>
              </>
            ) : (
              intl.formatMessage(m.nextSendBackMail)
            )}
          </li>
          <li>{intl.formatMessage(m.nextRefund)}</li>
        </Stack>
      )}
      <Typography sx={{ mt: 3 }}>{intl.formatMessage(m.acknowledgementSent, { email: withdrawal.emailMasked })}</Typography>
      <Stack direction="row" spacing={3} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
        {signedIn ? (
          <Link component={RouterLink} to={`/${lang}/my-account/orders?order=${encodeURIComponent(withdrawal.reference)}`}>
            {intl.formatMessage(m.viewOrder)}
          </Link>
        ) : null}
        <Link component={RouterLink} to={`/${lang}`}>
          {intl.formatMessage(m.backHome)}
        </Link>
      </Stack>
    </section>
  )
}
