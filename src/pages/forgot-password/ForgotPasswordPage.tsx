// /{lang}/forgot-password (auth layout): asking for the e-mail with a link to choose a new password.
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { BackToLogin, ForgotPasswordForm } from '@/features/account'
import { PageTitle } from '@/shared/ui/PageTitle'
import { pageMessages } from '../pageMessages'

export default function ForgotPasswordPage() {
  const intl = useIntl()
  const title = intl.formatMessage(pageMessages.forgotPassword)
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <ForgotPasswordForm />
      <BackToLogin />
    </>
  )
}
