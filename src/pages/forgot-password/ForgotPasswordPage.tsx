import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function ForgotPasswordPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.forgotPassword)} text={intl.formatMessage(pageMessages.placeholder)} />
}
