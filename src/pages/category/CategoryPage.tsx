import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function CategoryPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.category)} text={intl.formatMessage(pageMessages.placeholder)} />
}
