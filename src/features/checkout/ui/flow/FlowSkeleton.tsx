// The checkout's shape while it loads: six step headings' worth of grey blocks, named for screen readers.
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useIntl } from 'react-intl'
import { flowMessages as m } from '../../messages/flow'

export function FlowSkeleton() {
  const intl = useIntl()
  return (
    <Box role="status" aria-label={intl.formatMessage(m.loading)} aria-busy="true">
      <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
      {[1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} variant="text" height={48} width="60%" />
      ))}
    </Box>
  )
}
