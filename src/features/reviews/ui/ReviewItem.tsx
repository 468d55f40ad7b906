// One review: stars, title, author and date, its text (as text: never HTML), and for the viewer's own review the
// edit and delete buttons.
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { reviewMessages as m } from '../messages'
import type { Review } from '../model/types'
import { RatingStars } from '@/shared/ui/RatingStars'

interface ReviewItemProps {
  review: Review
  onEdit?: () => void
  onDelete?: () => void
}

export function ReviewItem({ review, onEdit, onDelete }: ReviewItemProps) {
  const intl = useIntl()
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' })
  return (
    <Stack component="article" spacing={0.75} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <RatingStars value={review.rating} precision={1} />
        <span className="visually-hidden">{intl.formatMessage(m.stars, { rating: review.rating })}</span>
        {review.own ? <Chip size="small" color="primary" variant="outlined" label={intl.formatMessage(m.yours)} /> : null}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {review.title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {intl.formatMessage(m.byline, { author: review.author, date: date(review.createdAt) })}
        {review.updatedAt ? ` · ${intl.formatMessage(m.edited, { date: date(review.updatedAt) })}` : null}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.content}</Typography>
      {review.own && onEdit && onDelete ? (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onEdit}>
            {intl.formatMessage(m.edit)}
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            {intl.formatMessage(m.delete)}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  )
}
