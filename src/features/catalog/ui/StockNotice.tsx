// What the shopper can expect for the chosen variant, in words: in stock, only a few left, out of stock, or a
// pre-order with its date (a date-only string, formatted for the locale without shifting to another day).
import { memo } from 'react'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { catalogMessages, productMessages as m } from '../messages'
import type { Availability } from '../model/types'

interface StockNoticeProps {
  availability: Availability
  stock: number
  preorderDate: string | null
  selectionExists: boolean
}

export const StockNotice = memo(function StockNotice({ availability, stock, preorderDate, selectionExists }: StockNoticeProps) {
  const intl = useIntl()
  let text: string
  let color = 'success.dark'
  if (!selectionExists) {
    text = intl.formatMessage(m.combinationMissing)
    color = 'text.secondary'
  } else if (availability === 'preorder') {
    const date = preorderDate ? new Date(preorderDate) : null
    text =
      date && !Number.isNaN(date.getTime())
        ? intl.formatMessage(m.preorderFrom, { date: intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }) })
        : intl.formatMessage(catalogMessages.preorder)
    color = 'primary.main'
  } else if (availability === 'unavailable' || stock <= 0) {
    text = intl.formatMessage(catalogMessages.outOfStock)
    color = 'text.secondary'
  } else if (availability === 'lastItems') {
    text = intl.formatMessage(m.onlyLeft, { count: stock })
    // A dark amber: the theme's warning.dark fails AA contrast on the page background.
    color = '#a13a00'
  } else {
    text = intl.formatMessage(m.inStock)
  }
  return (
    <Typography sx={{ color, fontWeight: 600 }} data-testid="stock-notice">
      {text}
    </Typography>
  )
})
