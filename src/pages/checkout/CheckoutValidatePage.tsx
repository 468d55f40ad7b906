import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function CheckoutValidatePage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.checkoutValidate)} text={intl.formatMessage(pageMessages.placeholder)} />
}
