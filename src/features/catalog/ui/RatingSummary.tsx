// Average rating and number of reviews. It links to the reviews when the page has them (`href`); the reviews
// section belongs to the Reviews feature, so until it exists the summary is plain text rather than a dead link.
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { catalogMessages, productMessages as m } from '../messages'
import { RatingStars } from '@/shared/ui/RatingStars'

export function RatingSummary({ rating, href }: { rating: { average: number; count: number }; href?: string }) {
  const intl = useIntl()
  if (rating.count <= 0) return null
  const content = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* The stars are decoration: the text beside them says it all. */}
      <RatingStars value={rating.average} />
      <Typography component="span" variant="body2" color="textSecondary">
        <span aria-hidden>
          {intl.formatNumber(rating.average, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} ·{' '}
          {intl.formatMessage(m.reviewCount, { count: rating.count })}
        </span>
        <span className="visually-hidden">{intl.formatMessage(catalogMessages.rating, rating)}</span>
      </Typography>
    </Stack>
  )
  return href ? (
    <Link href={href} underline="hover" color="inherit" sx={{ display: 'inline-block' }}>
      {content}
    </Link>
  ) : (
    content
  )
}
