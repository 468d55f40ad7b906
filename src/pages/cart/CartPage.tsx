import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function CartPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.cart)} text={intl.formatMessage(pageMessages.placeholder)} />
}
