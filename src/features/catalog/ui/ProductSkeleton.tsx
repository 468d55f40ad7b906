// The product page's shape while it loads: the same container, columns and heights as ProductView, so nothing
// moves when the product arrives.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import { PRODUCT_COLUMNS } from './ProductView'

export function ProductSkeleton() {
  const intl = useIntl()
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} aria-busy>
      <span role="status" className="visually-hidden">
        {intl.formatMessage(m.loading)}
      </span>
      <Skeleton variant="text" width={220} sx={{ mb: 2, fontSize: '0.875rem' }} />
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: PRODUCT_COLUMNS, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
        <Box>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, p: 0.5 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rectangular" width={72} height={72} sx={{ borderRadius: 1 }} />
            ))}
          </Stack>
        </Box>
        <Stack spacing={2.5}>
          <Stack spacing={0.75}>
            <Skeleton variant="text" width={100} />
            <Skeleton variant="text" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }} width="80%" />
            <Skeleton variant="text" width={140} />
          </Stack>
          <Box>
            <Skeleton variant="text" width={120} sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width={90} />
          </Box>
          <Skeleton variant="rectangular" height={64} sx={{ borderRadius: 1 }} />
          <Skeleton variant="rectangular" height={40} width={150} sx={{ borderRadius: 1 }} />
          <Skeleton variant="rectangular" height={48} sx={{ borderRadius: 1 }} />
        </Stack>
      </Box>
    </Container>
  )
}
