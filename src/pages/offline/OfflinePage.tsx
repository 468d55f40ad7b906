// /{lang}/offline (spec §2): where the service worker sends a navigation that failed for want of a connection.
import { useIntl } from 'react-intl'
import { OfflineView, offlineMessages } from '@/features/offline'
import { PageTitle } from '@/shared/ui/PageTitle'

export default function OfflinePage() {
  const intl = useIntl()
  return (
    <>
      <PageTitle title={intl.formatMessage(offlineMessages.title)} />
      <OfflineView />
    </>
  )
}
