// The confirmation could not read the order (not a 404: the shop did not answer): say so, and try again.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useIntl } from 'react-intl'
import { successMessages as m } from '../../messages/confirmation'

export function OrderLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry} disabled={retrying}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {intl.formatMessage(m.loadFailed)}
    </Alert>
  )
}
