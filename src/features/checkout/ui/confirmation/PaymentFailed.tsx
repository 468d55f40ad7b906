// The failed page's content: why (declined, cancelled, expired, or unknown), that the bag is still there, and
// Try again — back to the payment step, where the addresses and carrier (on the server) and the chosen method
// (in the checkout draft) are all still set, so another card or method is one choice away.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { PageTitle } from '@/shared/ui/PageTitle'
import { failedMessages as m } from '../../messages/confirmation'
import type { FailureReason } from './outcomePath'

const TEXTS = {
  declined: [m.declinedTitle, m.declinedText],
  canceled: [m.canceledTitle, m.canceledText],
  expired: [m.expiredTitle, m.expiredText],
  unknown: [m.unknownTitle, m.unknownText],
} as const

export const failureReason = (value: string | null): FailureReason =>
  value === 'declined' || value === 'canceled' || value === 'expired' ? value : value === 'cancelled' ? 'canceled' : 'unknown'

export function PaymentFailed({ reason, reference }: { reason: FailureReason; reference: string | null }) {
  const intl = useIntl()
  const lang = useLocale()
  const [title, text] = TEXTS[reason]
  return (
    <Box sx={{ py: 6, maxWidth: 640, mx: 'auto' }}>
      <PageTitle title={intl.formatMessage(title)} />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {intl.formatMessage(title)}
      </Typography>
      {reference ? <Typography color="textSecondary">{intl.formatMessage(m.reference, { reference })}</Typography> : null}
      <Typography sx={{ mt: 2 }}>{intl.formatMessage(text)}</Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{intl.formatMessage(m.bagKept)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
        <Button component={RouterLink} to={`/${lang}/checkout?step=payment`} variant="contained" size="large">
          {intl.formatMessage(m.tryAgain)}
        </Button>
        <Link component={RouterLink} to={`/${lang}/cart`}>
          {intl.formatMessage(m.backToBag)}
        </Link>
      </Stack>
    </Box>
  )
}
