// /{lang}/newsletter/unsubscribe?token=…: where the newsletter e-mails' unsubscribe link leads.
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { newsletterMessages, UnsubscribeView } from '@/features/newsletter'
import { PageTitle } from '@/shared/ui/PageTitle'

export default function UnsubscribePage() {
  const intl = useIntl()
  const [params] = useSearchParams()
  return (
    <>
      <PageTitle title={intl.formatMessage(newsletterMessages.unsubscribeTitle)} />
      <UnsubscribeView token={params.get('token')} />
    </>
  )
}
