import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function ProductPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.product)} text={intl.formatMessage(pageMessages.placeholder)} />
}
