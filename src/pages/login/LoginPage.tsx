// /{lang}/login (auth layout): signing in, then back to the page that sent the shopper here (?redirect=).
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { AuthLinks, LoginForm, NoticeAlert, redirectTarget, SignInReason } from '@/features/account'
import { PageHeading } from '../PageHeading'
import { pageMessages } from '../pageMessages'
import { useAfterSignIn } from './useAfterSignIn'
import { useLocale } from '@/shared/i18n/useLocale'

export default function LoginPage() {
  const intl = useIntl()
  const lang = useLocale()
  const redirect = useSearchParams()[0].get('redirect')
  const afterSignIn = useAfterSignIn()
  const title = intl.formatMessage(pageMessages.login)
  return (
    <>
      <PageHeading title={title} />
      <NoticeAlert />
      <SignInReason redirect={redirect} />
      <LoginForm onSignedIn={() => afterSignIn(redirectTarget(redirect, lang), 'loginSuccess')} />
      <AuthLinks show={['forgot-password', 'register']} redirect={redirect} />
    </>
  )
}
