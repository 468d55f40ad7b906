import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function AccountPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.account)} text={intl.formatMessage(pageMessages.placeholder)} />
}
