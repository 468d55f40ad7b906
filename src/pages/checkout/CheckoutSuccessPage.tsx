import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function CheckoutSuccessPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.checkoutSuccess)} text={intl.formatMessage(pageMessages.placeholder)} />
}
