// /{lang}/register (auth layout): creating an account (signed in afterwards), then to the account or back to the
// page that sent the shopper here.
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { AuthLinks, redirectTarget, RegisterForm } from '@/features/account'
import { useAfterSignIn } from '../login/useAfterSignIn'
import { PageHeading } from '../PageHeading'
import { pageMessages } from '../pageMessages'
import { useLocale } from '@/shared/i18n/useLocale'

export default function RegisterPage() {
  const intl = useIntl()
  const lang = useLocale()
  const redirect = useSearchParams()[0].get('redirect')
  const afterSignIn = useAfterSignIn()
  const title = intl.formatMessage(pageMessages.register)
  return (
    <>
      <PageHeading title={title} />
      <RegisterForm onRegistered={() => afterSignIn(redirectTarget(redirect, lang), 'registered')} />
      <AuthLinks show={['login']} redirect={redirect} />
    </>
  )
}
