// The product could not be loaded (network, server): say so and offer to try again.
import Container from '@mui/material/Container'
import { useIntl } from 'react-intl'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { productMessages as m } from '../messages'

export function ProductLoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl()
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={onRetry} disabled={retrying} />
    </Container>
  )
}
