// Why the order was not placed, at the button, in the shopper's words — with the way to fix it when it is the bag.
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { reviewMessages as m } from '../../messages/payment'
import type { OrderFailure } from './orderFailure'

export function OrderFailureAlert({ failure, otherText }: { failure: OrderFailure; otherText: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const text = (() => {
    switch (failure.kind) {
      case 'unknownOutcome':
        return intl.formatMessage(m.unknownOutcome)
      case 'cart':
      case 'checkout':
        return intl.formatMessage(m.notPlaced, { problem: failure.messages.join(' ') })
      default:
        return intl.formatMessage(m.notPlaced, { problem: otherText })
    }
  })()
  return (
    <Alert
      severity={failure.kind === 'unknownOutcome' ? 'warning' : 'error'}
      role="alert"
      action={
        failure.kind === 'cart' ? (
          <Link component={RouterLink} to={`/${lang}/cart`} color="inherit" underline="always" sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>
            {intl.formatMessage(m.reviewBag)}
          </Link>
        ) : undefined
      }
    >
      {text}
    </Alert>
  )
}
