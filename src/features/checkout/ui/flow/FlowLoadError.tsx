import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useIntl } from 'react-intl'
import { flowMessages as m } from '../../messages/flow'

export function FlowLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl()
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {intl.formatMessage(m.loadFailed)}
    </Alert>
  )
}
