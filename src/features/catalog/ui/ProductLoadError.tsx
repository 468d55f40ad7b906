// The product could not be loaded (network, server): say so and offer to try again.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import { useIntl } from 'react-intl'
import { catalogMessages, productMessages as m } from '../messages'

export function ProductLoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl()
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry} disabled={retrying}>
            {intl.formatMessage(catalogMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.loadFailed)}
      </Alert>
    </Container>
  )
}
