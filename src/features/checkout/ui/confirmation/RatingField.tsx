// "How was checkout?" from 1 to 5 as a radio group named by the section's heading: stars to click, each radio
// with its words ("4 of 5: Easy"), arrow keys to move, and the chosen words shown beside the stars.
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Rating from '@mui/material/Rating'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { useFieldMessage, type Validator } from '@/shared/forms'
import { feedbackMessages as m } from '../../messages/confirmation'

const WORDS = [m.rating1, m.rating2, m.rating3, m.rating4, m.rating5]
const ratingRule: Validator = (value) => (typeof value === 'number' && value >= 1 ? undefined : { descriptor: m.ratingRequired })
const MESSAGE_ID = 'field-rating-message'

export function RatingField({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl()
  const { input, meta } = useField<number | null>('rating', { validate: ratingRule })
  const message = useFieldMessage(meta, intl.formatMessage(m.title), 'change')
  const [hover, setHover] = useState(-1)
  const words = (value: number) => (WORDS[value - 1] ? intl.formatMessage(WORDS[value - 1]!) : '')
  const shown = hover > 0 ? hover : (input.value ?? 0)
  return (
    <Box>
      <Box
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={message ? MESSAGE_ID : undefined}
        aria-invalid={Boolean(message)}
        // Focusable only to receive the focus after an invalid submit; the radios inside take it from there.
        tabIndex={message ? -1 : undefined}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, outline: 'none' }}
      >
        <Rating
          name="checkout-rating"
          value={input.value || null}
          size="large"
          onChange={(_event, value) => input.onChange(value)}
          onChangeActive={(_event, value) => setHover(value)}
          getLabelText={(value) => intl.formatMessage(m.option, { value, label: words(value) })}
          emptyLabelText={intl.formatMessage(m.none)}
        />
        <Typography aria-hidden sx={{ minWidth: 120 }}>
          {shown ? words(shown) : null}
        </Typography>
      </Box>
      {message ? (
        <FormHelperText error id={MESSAGE_ID}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  )
}
