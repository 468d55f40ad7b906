// A load that failed: what failed, in words, and a way to try again.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useIntl } from 'react-intl'
import { profileMessages } from '../../messages/profile'

export function LoadFailed({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry} disabled={retrying}>
          {intl.formatMessage(profileMessages.retry)}
        </Button>
      }
    >
      {text}
    </Alert>
  )
}
