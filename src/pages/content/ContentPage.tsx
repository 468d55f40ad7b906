import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function ContentPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.content)} text={intl.formatMessage(pageMessages.placeholder)} />
}
