// Spec §4: deleting a review asks first. A failure keeps the dialog open and says so (spec §8).
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { reviewMessages as m } from '../messages'
import type { Review } from '../model/types'

interface DeleteReviewDialogProps {
  review: Review
  pending: boolean
  failed: boolean
  onCancel: () => void
  onConfirm: () => void
}

export function DeleteReviewDialog({ review, pending, failed, onCancel, onConfirm }: DeleteReviewDialogProps) {
  const intl = useIntl()
  const titleId = useId()
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage(m.deleteTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intl.formatMessage(m.deleteText, { title: review.title })}</DialogContentText>
        {failed ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {intl.formatMessage(m.deleteFailed)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {intl.formatMessage(m.deleteConfirm)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
