// /{lang}/reset-password?token=… (auth layout): choosing a new password from the reset e-mail's link; the shopper
// is signed in afterwards and lands in their account.
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { accountHome, BackToLogin, ResetPasswordForm } from '@/features/account'
import { useAfterSignIn } from '../login/useAfterSignIn'
import { PageHeading } from '../PageHeading'
import { pageMessages } from '../pageMessages'
import { useLocale } from '@/shared/i18n/useLocale'

export default function ResetPasswordPage() {
  const intl = useIntl()
  const lang = useLocale()
  const token = useSearchParams()[0].get('token')
  const afterSignIn = useAfterSignIn()
  const title = intl.formatMessage(pageMessages.resetPassword)
  return (
    <>
      <PageHeading title={title} />
      <ResetPasswordForm token={token} onReset={() => afterSignIn(accountHome(lang), 'passwordReset')} />
      <BackToLogin />
    </>
  )
}
