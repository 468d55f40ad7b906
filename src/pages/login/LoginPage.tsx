import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function LoginPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.login)} text={intl.formatMessage(pageMessages.placeholder)} />
}
