// A card's shape while its product loads.
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'

export function ProductCardSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="30%" />
    </Box>
  )
}
