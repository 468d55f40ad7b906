// The confirmation could not read the order (not a 404: the shop did not answer): say so, and try again.
import { useIntl } from 'react-intl'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { successMessages as m } from '../../messages/confirmation'

export function OrderLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={onRetry} disabled={retrying} />
}
