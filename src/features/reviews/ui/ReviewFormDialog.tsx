// Writing or editing the signed-in customer's review: overall rating, title, text and the shop's optional
// criteria. The dialog stays open with what was typed when sending fails; the API's refusals, worded by their codes,
// land on their fields or above the buttons (not bought, already reviewed).
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import type { SubmissionErrors } from 'final-form'
import { useId, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { apiSubmissionErrors, ShopForm, TextInput } from '@/shared/forms'
import { reviewMessages as m } from '../messages'
import type { Review, ReviewInput } from '../model/types'
import { contentRule, ratingRule, titleRule } from '../model/validation'
import { RatingInput } from './RatingInput'

type Values = { title: string; content: string; rating: number | null; criteria: Record<string, number | null> }

const FIELDS = ['title', 'content', 'rating']
/** The API names the review's fields `review.title`, …; the form `title`, …. */
const formField = (apiField: string) => apiField.replace(/^review\./, '')

interface ReviewFormDialogProps {
  open: boolean
  productName: string
  criteria: { key: string; name: string }[]
  /** The review being edited; a new review when absent. */
  review?: Review
  onClose: () => void
  onSubmit: (input: ReviewInput) => Promise<unknown>
}

export function ReviewFormDialog({ open, productName, criteria, review, onClose, onSubmit }: ReviewFormDialogProps) {
  const intl = useIntl()
  const titleId = useId()
  const heading = intl.formatMessage(review ? m.formTitleEdit : m.formTitleNew, { product: productName })
  // Stable: new initial values would make final-form start again and drop what was typed (e.g. after a failure).
  const initialValues = useMemo<Values>(
    () => ({ title: review?.title ?? '', content: review?.content ?? '', rating: review?.rating ?? null, criteria: review?.criteria ?? {} }),
    [review],
  )

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const chosen = Object.fromEntries(Object.entries(values.criteria ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
    try {
      await onSubmit({ title: values.title, content: values.content, rating: values.rating ?? 0, criteria: chosen })
      return undefined
    } catch (error) {
      if (!isApiError(error)) throw error
      const errors = apiSubmissionErrors(intl, error, { fields: FIELDS, fieldMap: formField, generic: m.submitFailed })
      // Whatever the API finds wrong with the stars, the spec's sentence says what to do (§5).
      return errors?.rating ? { ...errors, rating: intl.formatMessage(m.ratingRequired) } : errors
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <ShopForm<Values> label={heading} incompleteText={intl.formatMessage(m.fixErrors)} initialValues={initialValues} onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2.5}>
            <RatingInput name="rating" label={intl.formatMessage(m.rating)} validate={ratingRule} />
            <TextInput
              id="review-title"
              name="title"
              label={intl.formatMessage(m.reviewTitle)}
              validate={titleRule}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <TextInput
              id="review-content"
              name="content"
              label={intl.formatMessage(m.content)}
              validate={contentRule}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {criteria.map((criterion) => (
              <RatingInput key={criterion.key} name={`criteria.${criterion.key}`} label={criterion.name} size="medium" />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button type="submit" variant="contained">
            {intl.formatMessage(review ? m.save : m.submit)}
          </Button>
        </DialogActions>
      </ShopForm>
    </Dialog>
  )
}
