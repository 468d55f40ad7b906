// /{lang}/newsletter/unsubscribe?token=…: where the newsletter e-mails' unsubscribe link leads.
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { newsletterMessages, UnsubscribeView } from '@/features/newsletter'
import { PageTitle } from '@/shared/ui/PageTitle'
import { useLocale } from '@/shared/i18n/useLocale'

export default function UnsubscribePage() {
  const intl = useIntl()
  const lang = useLocale()
  const [params] = useSearchParams()
  return (
    <>
      <PageTitle title={intl.formatMessage(newsletterMessages.unsubscribeTitle)} />
      <UnsubscribeView lang={lang} token={params.get('token')} />
    </>
  )
}
