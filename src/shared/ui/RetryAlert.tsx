// The one "could not be loaded — Try again" alert: what failed, in the words of the place that failed, and a button
// that asks again.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { retryMessages } from './retryMessages'

export interface RetryAlertProps {
  /** What could not be loaded, e.g. 'Your bag could not be loaded.' */
  message: ReactNode
  onRetry: () => void
  /** While the new attempt runs: one click sends one request. */
  disabled?: boolean
}

export function RetryAlert({ message, onRetry, disabled = false }: RetryAlertProps) {
  const intl = useIntl()
  // MUI's Alert is role="alert": a failure that replaces content is announced when it appears.
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry} disabled={disabled}>
          {intl.formatMessage(retryMessages.retry)}
        </Button>
      }
    >
      {message}
    </Alert>
  )
}
