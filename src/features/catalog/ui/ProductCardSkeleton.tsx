// A card's shape while its product loads: the same rows as a full card (brand, two-line name, price, rating,
// colours, stock, actions) in the same type sizes, so that a row of skeletons is as tall as the row of cards
// that replaces it and nothing below moves.
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

export function ProductCardSkeleton({ withActions = false }: { withActions?: boolean }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
      <Stack spacing={0.5}>
        <Typography variant="caption">
          <Skeleton width="40%" />
        </Typography>
        <Typography variant="body1" sx={{ lineHeight: 1.3 }}>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </Typography>
        <Typography variant="body1">
          <Skeleton width="30%" />
        </Typography>
        <Skeleton variant="rounded" width={96} height={18} />
        <Typography variant="caption">
          <Skeleton width="25%" />
        </Typography>
        {withActions ? <Skeleton variant="rounded" width={120} height={31} /> : null}
      </Stack>
    </Box>
  )
}
