// The card form: cardholder, number (grouped and its brand shown as typed), expiry MM/YY and security code, with
// the browser's autofill tokens. Field names follow the API's (`card.number`), so its errors land on them.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { cardBrand, cvvLength } from '@contract/card'
import { formatCardNumber, formatExpiry } from '../../model/card'
import type { Gateway } from '../../model/types'
import { paymentMessages as m } from '../../messages/payment'
import { cardBrandName } from './cardBrandName'
import { cardNameRule, cardNumberRule, cvvRule, expiryRule } from './cardRules'
import { CardTextField } from './CardTextField'

const digits = (max: number) => (typed: string) => typed.replace(/\D/g, '').slice(0, max)
const validExpiry = expiryRule()

/** The brand recognised from the digits so far; announced politely as it appears or changes. */
function BrandBadge({ brand }: { brand: string | null }) {
  return (
    <Typography component="span" variant="body2" aria-live="polite" data-testid="card-brand" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {brand}
    </Typography>
  )
}

export function CardFields({ orderErrors = {}, testCards }: { orderErrors?: Record<string, string>; testCards: Gateway['testCards'] }) {
  const intl = useIntl()
  const number = useField<string>('card.number', { subscription: { value: true } }).input.value ?? ''
  const brand = cardBrand(number)
  const cvvDigits = cvvLength(number)
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {intl.formatMessage(m.cardLegend)}
      </Typography>
      <Stack spacing={2}>
        <CardTextField
          name="card.name"
          label={intl.formatMessage(m.cardName)}
          validate={cardNameRule}
          autoComplete="cc-name"
          orderError={orderErrors['card.name']}
        />
        <CardTextField
          name="card.number"
          label={intl.formatMessage(m.cardNumber)}
          validate={cardNumberRule}
          parse={formatCardNumber}
          autoComplete="cc-number"
          orderError={orderErrors['card.number']}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 23 },
            input: { endAdornment: <BrandBadge brand={cardBrandName(brand)} /> },
          }}
        />
        {/* Side by side from a small tablet up; stacked on a phone, where the longer labels (es, de) would be cut. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CardTextField
            name="card.expiry"
            label={intl.formatMessage(m.cardExpiry)}
            validate={validExpiry}
            parse={formatExpiry}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            orderError={orderErrors['card.expiry']}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <CardTextField
            name="card.cvv"
            label={intl.formatMessage(m.cardCvv)}
            validate={cvvRule}
            parse={digits(4)}
            autoComplete="cc-csc"
            helperText={intl.formatMessage(brand === 'amex' ? m.cvvHelpFront : m.cvvHelpBack, { n: cvvDigits })}
            orderError={orderErrors['card.cvv']}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        {testCards ? (
          <Typography variant="body2" color="textSecondary" data-testid="test-cards">
            {intl.formatMessage(m.testCards, { approve: formatCardNumber(testCards.approve), decline: formatCardNumber(testCards.decline) })}
          </Typography>
        ) : null}
        <Typography variant="body2" color="textSecondary">
          {intl.formatMessage(m.secureNote)}
        </Typography>
      </Stack>
    </Box>
  )
}
