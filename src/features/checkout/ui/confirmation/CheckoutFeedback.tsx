// A short feedback prompt on the confirmation: a rating, an optional comment, Send — then a thank-you. Sent with
// createCheckoutFeedback for this order (sending again replaces it on the server).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { apiSubmissionErrors, ShopForm, TextInput, type Validator } from '@/shared/forms'
import { useCreateCheckoutFeedbackMutation } from '../../api/checkoutApi'
import { feedbackMessages as m } from '../../messages/confirmation'
import { RatingField } from './RatingField'

const MAX_COMMENT = 1000
const commentRule: Validator = (value) =>
  typeof value === 'string' && value.length > MAX_COMMENT ? { descriptor: m.commentTooLong, values: { max: MAX_COMMENT } } : undefined

type Values = { rating: number | null; comment?: string }
const TITLE_ID = 'checkout-feedback-title'
const INITIAL: Values = { rating: null }

export function CheckoutFeedback({ reference }: { reference: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const [send, { isSuccess }] = useCreateCheckoutFeedbackMutation()
  const onSubmit = async ({ rating, comment }: Values) => {
    try {
      await send({ lang, reference, rating: rating ?? 0, comment: comment ?? '' }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: ['rating', 'comment'] })
    }
    return undefined
  }
  return (
    <Box component="section" aria-labelledby={TITLE_ID} sx={{ mt: 4 }}>
      <Typography id={TITLE_ID} variant="h2" gutterBottom sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage(m.title)}
      </Typography>
      {isSuccess ? (
        <Alert severity="success" role="status">
          {intl.formatMessage(m.thanks)}
        </Alert>
      ) : (
        <ShopForm<Values> label={intl.formatMessage(m.title)} onSubmit={onSubmit} initialValues={INITIAL}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <RatingField labelledBy={TITLE_ID} />
            <TextInput name="comment" label={intl.formatMessage(m.comment)} validate={commentRule} multiline minRows={2} />
            <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {intl.formatMessage(m.send)}
            </Button>
          </Stack>
        </ShopForm>
      )}
    </Box>
  )
}
