// The validate page's content: "Confirming your payment…" while the shop is asked, then — only if the provider has
// not answered yet — a waiting view that checks again on its own. It never offers to pay again while the payment
// is pending: a second payment could be taken while the first one is still being confirmed.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { PageTitle } from '@/shared/ui/PageTitle'
import { validateMessages as m } from '../../messages/confirmation'
import { CardMemoryProvider } from '../cardMemory'
import type { PollSchedule } from './pollSchedule'
import { useOrderValidation, type ValidationQuery } from './useOrderValidation'

interface Props {
  query: ValidationQuery
  /** The pending payment's re-check schedule (tests pass a short one). */
  schedule?: PollSchedule
}

/** An approved payment also clears the typed card, so the page works inside the checkout's card memory. */
export function PaymentValidation(props: Props) {
  return (
    <CardMemoryProvider>
      <ValidationContent {...props} />
    </CardMemoryProvider>
  )
}

function ValidationContent({ query, schedule }: Props) {
  const intl = useIntl()
  const { view, checkAgain } = useOrderValidation(query, schedule)
  const pending = view.phase === 'pending'
  const title = intl.formatMessage(pending ? m.pendingTitle : m.checking)
  const busy = !(pending && view.gaveUp)
  return (
    <Box sx={{ textAlign: 'center', py: 6, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <PageTitle title={title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {query.order ? <Typography color="textSecondary">{intl.formatMessage(m.reference, { reference: query.order })}</Typography> : null}
      {busy ? <CircularProgress aria-label={intl.formatMessage(m.progress)} /> : null}
      <Typography role="status" sx={{ maxWidth: 520 }}>
        {intl.formatMessage(!pending ? m.checkingText : view.gaveUp ? m.slowText : m.pendingText)}
      </Typography>
      {pending && view.gaveUp ? (
        <Button variant="contained" onClick={checkAgain}>
          {intl.formatMessage(m.checkAgain)}
        </Button>
      ) : null}
    </Box>
  )
}
