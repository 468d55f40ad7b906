// The reviews section's content (ReviewsSection draws the heading and loads this when the shopper comes near): the
// breakdown, what the viewer may do (spec §6: sign in to review, buy first, or write / edit / delete their own),
// and the reviews, ten at a time.
import type { ProductId } from '@/shared/ids'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink, useLocation } from 'react-router'
import { refusalMessages } from '@/shared/api'
import { useCapabilities } from '@/shared/capabilities'
import { useLocale } from '@/shared/i18n/useLocale'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useCreateProductReviewMutation, useDeleteProductReviewMutation, useGetProductReviewsQuery, useUpdateProductReviewMutation } from '../api/reviewsApi'
import { reviewMessages as m } from '../messages'
import type { Review, ReviewInput, ReviewPage } from '../model/types'
import { DeleteReviewDialog } from './DeleteReviewDialog'
import { RatingBreakdown } from './RatingBreakdown'
import { ReviewFormDialog } from './ReviewFormDialog'
import { ReviewItem } from './ReviewItem'

export interface ReviewsContentProps {
  productId: ProductId
  productName: string
}

type Editing = { kind: 'new' } | { kind: 'edit'; review: Review } | null
type Done = 'submitted' | 'updated' | 'deleted' | null

export default function ReviewsContent({ productId, productName }: ReviewsContentProps) {
  const intl = useIntl()
  const target = { lang: useLocale(), productId }
  const first = useGetProductReviewsQuery({ ...target, page: 1 })
  const [pages, setPages] = useState(1)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Review | null>(null)
  const [done, setDone] = useState<Done>(null)
  const [create] = useCreateProductReviewMutation()
  const [update] = useUpdateProductReviewMutation()
  const [remove, removal] = useDeleteProductReviewMutation()

  const save = async (input: ReviewInput) => {
    if (editing?.kind === 'edit') await update({ ...target, reviewId: editing.review.id, review: input }).unwrap()
    else await create({ ...target, review: input }).unwrap()
    setDone(editing?.kind === 'edit' ? 'updated' : 'submitted')
    setEditing(null)
  }
  const confirmDelete = async () => {
    if (!deleting) return
    await remove({ ...target, reviewId: deleting.id }).unwrap()
    setDone('deleted')
    setDeleting(null)
  }

  const page = first.data
  return (
    <>
      <Box role="status">{done ? <Alert severity="success">{intl.formatMessage(m[done])}</Alert> : null}</Box>
      {first.isError && !page ? (
        <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={() => void first.refetch()} disabled={first.isFetching} />
      ) : !page ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: { xs: 3, md: 6 }, alignItems: 'start' }}>
          <Stack spacing={2}>
            {page.total > 0 ? <RatingBreakdown page={page} /> : <Typography>{intl.formatMessage(m.none)}</Typography>}
            <ReviewPermission page={page} onWrite={() => setEditing({ kind: 'new' })} />
          </Stack>
          <Box>
            <Box component="ul" aria-label={intl.formatMessage(m.listLabel, { product: productName })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {Array.from({ length: pages }, (_, i) => (
                <ReviewListPage
                  key={i + 1}
                  productId={productId}
                  page={i + 1}
                  onEdit={(review) => setEditing({ kind: 'edit', review })}
                  onDelete={setDeleting}
                />
              ))}
            </Box>
            {pages * page.perPage < page.total ? (
              <Button variant="outlined" onClick={() => setPages((n) => n + 1)} sx={{ mt: 2 }}>
                {intl.formatMessage(m.showMore)}
              </Button>
            ) : null}
          </Box>
        </Box>
      )}
      {editing && page ? (
        <ReviewFormDialog
          open
          productName={productName}
          criteria={page.criteria}
          review={editing.kind === 'edit' ? editing.review : undefined}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      ) : null}
      {deleting ? (
        <DeleteReviewDialog
          review={deleting}
          pending={removal.isLoading}
          failed={removal.isError}
          onCancel={() => {
            removal.reset()
            setDeleting(null)
          }}
          onConfirm={() => void confirmDelete().catch(() => undefined)}
        />
      ) : null}
    </>
  )
}

function ReviewPermission({ page, onWrite }: { page: ReviewPage; onWrite: () => void }) {
  const intl = useIntl()
  const lang = useLocale()
  const { pathname, search } = useLocation()
  switch (page.permission) {
    case 'allowed':
      return (
        <div>
          <Button variant="contained" onClick={onWrite}>
            {intl.formatMessage(m.write)}
          </Button>
        </div>
      )
    case 'loginRequired':
      return (
        <Link component={RouterLink} to={`/${lang}/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
          {intl.formatMessage(m.loginToReview)}
        </Link>
      )
    case 'purchaseRequired':
      return (
        <Alert severity="info">
          <AlertTitle>{intl.formatMessage(m.purchaseRequired)}</AlertTitle>
          {intl.formatMessage(refusalMessages.reviewPurchaseRequired)}
        </Alert>
      )
    default:
      return null
  }
}

interface ReviewListPageProps {
  productId: ProductId
  page: number
  onEdit: (review: Review) => void
  onDelete: (review: Review) => void
}

function ReviewListPage({ productId, page, onEdit, onDelete }: ReviewListPageProps) {
  const { data } = useGetProductReviewsQuery({ lang: useLocale(), productId, page })
  // A back end without review editing (productcomments' own) keeps a review as posted: no edit or delete.
  const editable = useCapabilities().review_editing
  if (!data) return <Skeleton component="li" variant="rounded" height={120} sx={{ my: 2 }} />
  return data.reviews.map((review) => (
    <li key={review.id}>
      <ReviewItem review={review} onEdit={editable ? () => onEdit(review) : undefined} onDelete={editable ? () => onDelete(review) : undefined} />
    </li>
  ))
}
