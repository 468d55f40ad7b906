import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function ResetPasswordPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.resetPassword)} text={intl.formatMessage(pageMessages.placeholder)} />
}
