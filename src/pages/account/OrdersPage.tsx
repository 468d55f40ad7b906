import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function OrdersPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.orders)} text={intl.formatMessage(pageMessages.placeholder)} />
}
