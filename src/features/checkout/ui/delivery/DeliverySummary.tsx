import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { formatMoney } from '@/shared/i18n/money'
import { deliveryMessages as m } from '../../messages/flow'
import type { StepSummaryProps } from '../stepProps'
import { pudoText } from './pudoText'

export function DeliverySummary({ checkout }: StepSummaryProps) {
  const intl = useIntl()
  const carrier = checkout.carrier
  if (!carrier) return null
  const price = carrier.free ? intl.formatMessage(m.free) : formatMoney(carrier.price, intl.locale)
  return (
    <>
      <Typography>{intl.formatMessage(m.summary, { carrier: carrier.name, price })}</Typography>
      {carrier.pickup && checkout.pudo ? <Typography variant="body2">{pudoText(intl, checkout.pudo)}</Typography> : null}
    </>
  )
}
