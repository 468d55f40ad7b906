// The stock state of a product in words (never colour alone).
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { catalogMessages as m } from '../messages'
import type { Availability } from '../model/types'

export function StockBadge({ availability, isNew = false }: { availability: Availability; isNew?: boolean }) {
  const intl = useIntl()
  const label =
    availability === 'unavailable'
      ? m.outOfStock
      : availability === 'preorder'
        ? m.preorder
        : availability === 'lastItems'
          ? m.lastItems
          : isNew
            ? m.isNew
            : null
  if (!label) return null
  const color = availability === 'unavailable' ? 'text.secondary' : availability === 'lastItems' ? '#a13a00' : 'primary.main'
  return (
    <Typography variant="caption" sx={{ color, fontWeight: 600 }}>
      {intl.formatMessage(label)}
    </Typography>
  )
}
