// /{lang}/forgot-password (auth layout): asking for the e-mail with a link to choose a new password.
import { useIntl } from 'react-intl'
import { BackToLogin, ForgotPasswordForm } from '@/features/account'
import { PageHeading } from '../PageHeading'
import { pageMessages } from '../pageMessages'

export default function ForgotPasswordPage() {
  const intl = useIntl()
  const title = intl.formatMessage(pageMessages.forgotPassword)
  return (
    <>
      <PageHeading title={title} />
      <ForgotPasswordForm />
      <BackToLogin />
    </>
  )
}
