import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function RegisterPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.register)} text={intl.formatMessage(pageMessages.placeholder)} />
}
