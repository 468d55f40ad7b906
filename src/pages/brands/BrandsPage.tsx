import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function BrandsPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.brands)} text={intl.formatMessage(pageMessages.placeholder)} />
}
