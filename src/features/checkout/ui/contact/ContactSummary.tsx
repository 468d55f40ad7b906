import Typography from '@mui/material/Typography'
import { useAppSelector } from '@/shared/store'
import { useIntl } from 'react-intl'
import { contactMessages as m } from '../../messages/flow'
import { selectCheckoutDraft } from '../../model/slice'
import type { StepSummaryProps } from '../stepProps'

export function ContactSummary({ checkout }: StepSummaryProps) {
  const intl = useIntl()
  const draft = useAppSelector(selectCheckoutDraft)
  const customer = checkout.customer
  if (customer && !customer.guest) {
    return <Typography>{intl.formatMessage(m.signedInAs, { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email })}</Typography>
  }
  return <Typography>{customer?.email || draft.email}</Typography>
}
