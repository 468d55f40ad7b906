// The product page's reviews section (id "reviews", where the rating summary links). It sits below the fold: the
// heading is there at once (so the link always lands), its content — code, request and stars — only when the
// shopper comes near, so it never competes with the product's own picture and data on arrival.
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { memo, lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { useNearViewport } from '@/shared/lib/useNearViewport'
import { reviewMessages as m } from '../messages'
import type { ReviewsContentProps } from './ReviewsContent'

const ReviewsContent = lazy(() => import(/* webpackChunkName: "reviews" */ './ReviewsContent'))
const AHEAD = '300px 0px'

export const ReviewsSection = memo(function ReviewsSection(props: ReviewsContentProps) {
  const intl = useIntl()
  const [ref, near] = useNearViewport<HTMLDivElement>(AHEAD)
  const placeholder = <Skeleton variant="rounded" height={160} />
  return (
    <Box component="section" aria-labelledby="reviews" sx={{ mt: 6 }}>
      <Typography id="reviews" variant="h2" gutterBottom sx={{ scrollMarginTop: 96 }}>
        {intl.formatMessage(m.title)}
      </Typography>
      {near ? (
        <Suspense fallback={placeholder}>
          <ReviewsContent {...props} />
        </Suspense>
      ) : (
        <div ref={ref}>{placeholder}</div>
      )}
    </Box>
  )
})
