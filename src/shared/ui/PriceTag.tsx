// A price in the page's locale (EUR, taxes included), with the regular price struck through when discounted.
import { memo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { formatMoney } from '@/shared/i18n/money'

const messages = defineMessages({
  regular: { id: 'shared.price.regular', defaultMessage: 'Regular price: {price}', description: 'Accessible text of a struck-through price' },
  now: { id: 'shared.price.now', defaultMessage: 'Now {price}', description: 'Accessible text of a reduced price' },
  off: { id: 'shared.price.off', defaultMessage: '−{percent}%', description: 'Discount badge, e.g. −20%' },
})

interface PriceTagProps {
  value: number
  regularPrice?: number
  isDiscounted?: boolean
  discountPercentage?: number
  size?: 'small' | 'large'
}

export const PriceTag = memo(function PriceTag({ value, regularPrice, isDiscounted = false, discountPercentage, size = 'small' }: PriceTagProps) {
  const intl = useIntl()
  const money = (n: number) => formatMoney(n, intl.locale)
  const variant = size === 'large' ? 'h5' : 'body1'
  if (!isDiscounted || regularPrice === undefined) {
    return (
      <Typography component="span" variant={variant} sx={{ fontWeight: 700 }}>
        {money(value)}
      </Typography>
    )
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" variant={variant} sx={{ fontWeight: 700, color: 'secondary.main' }}>
        <span className="visually-hidden">{intl.formatMessage(messages.now, { price: money(value) })}</span>
        <span aria-hidden>{money(value)}</span>
      </Typography>
      <Typography component="s" variant="body2" color="textSecondary">
        <span className="visually-hidden">{intl.formatMessage(messages.regular, { price: money(regularPrice) })}</span>
        <span aria-hidden>{money(regularPrice)}</span>
      </Typography>
      {discountPercentage ? (
        <Typography
          component="span"
          variant="caption"
          aria-hidden
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 0.75, borderRadius: 1, fontWeight: 700 }}
        >
          {intl.formatMessage(messages.off, { percent: discountPercentage })}
        </Typography>
      ) : null}
    </Box>
  )
})
