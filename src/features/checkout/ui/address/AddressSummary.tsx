// The finished address steps in one line each.
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { addressMessages as m } from '../../messages/flow'
import type { StepSummaryProps } from '../stepProps'

export function ShippingSummary({ checkout }: StepSummaryProps) {
  return <Typography>{checkout.delivery?.lines.join(', ')}</Typography>
}

export function BillingSummary({ checkout }: StepSummaryProps) {
  const intl = useIntl()
  if (checkout.invoiceSameAsDelivery || !checkout.invoice) return <Typography>{intl.formatMessage(m.sameAsShipping)}</Typography>
  return <Typography>{checkout.invoice.lines.join(', ')}</Typography>
}
