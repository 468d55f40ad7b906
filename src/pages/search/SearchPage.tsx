import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function SearchPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.search)} text={intl.formatMessage(pageMessages.placeholder)} />
}
