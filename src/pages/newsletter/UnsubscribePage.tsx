// /{lang}/newsletter/unsubscribe?token=…: where the newsletter e-mails' unsubscribe link leads.
import { useIntl } from 'react-intl'
import { useParams, useSearchParams } from 'react-router'
import { newsletterMessages, UnsubscribeView } from '@/features/newsletter'
import type { Locale } from '@/shared/config'
import { PageTitle } from '@/shared/ui/PageTitle'

export default function UnsubscribePage() {
  const intl = useIntl()
  const lang = useParams().lang as Locale
  const [params] = useSearchParams()
  return (
    <>
      <PageTitle title={intl.formatMessage(newsletterMessages.unsubscribeTitle)} />
      <UnsubscribeView lang={lang} token={params.get('token')} />
    </>
  )
}
