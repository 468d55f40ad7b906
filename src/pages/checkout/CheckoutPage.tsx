import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function CheckoutPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.checkout)} text={intl.formatMessage(pageMessages.placeholder)} />
}
