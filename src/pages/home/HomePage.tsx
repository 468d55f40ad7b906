import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function HomePage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.home)} text={intl.formatMessage(pageMessages.placeholder)} />
}
