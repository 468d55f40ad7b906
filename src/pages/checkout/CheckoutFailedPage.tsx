import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function CheckoutFailedPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.checkoutFailed)} text={intl.formatMessage(pageMessages.placeholder)} />
}
