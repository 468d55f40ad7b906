// /{lang}/offline (spec §2): where the service worker sends a navigation that failed for want of a connection.
import { useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { OfflineView, offlineMessages } from '@/features/offline'
import type { Locale } from '@/shared/config'
import { PageTitle } from '@/shared/ui/PageTitle'

export default function OfflinePage() {
  const intl = useIntl()
  const lang = useParams().lang as Locale
  return (
    <>
      <PageTitle title={intl.formatMessage(offlineMessages.title)} />
      <OfflineView lang={lang} />
    </>
  )
}
