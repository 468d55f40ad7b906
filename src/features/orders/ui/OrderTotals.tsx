// An order's totals: products, discounts, loyalty points, shipping, the total and the tax it includes.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { formatMoney } from '@/shared/i18n/money'
import { orderDetailsMessages as m } from '../messages'
import type { Order } from '../model/types'
import { useLocale } from '@/shared/i18n/useLocale'

export function OrderTotals({ totals }: { totals: Order['totals'] }) {
  const intl = useIntl()
  const lang = useLocale()
  const rows: [MessageDescriptor, number, boolean?][] = [
    [m.subtotal, totals.products],
    ...(totals.discounts ? [[m.discounts, -totals.discounts] as [MessageDescriptor, number]] : []),
    ...(totals.points ? [[m.points, -totals.points] as [MessageDescriptor, number]] : []),
    [m.shipping, totals.shipping],
    [m.total, totals.total, true],
    [m.tax, totals.tax],
  ]
  return (
    <Box sx={{ maxWidth: 360, ml: 'auto', my: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, amount, strong]) => (
          <Box key={label.id} sx={{ display: 'contents', fontWeight: strong ? 700 : 400 }}>
            <Box component="dt">{intl.formatMessage(label)}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {formatMoney(amount, lang)}
            </Box>
          </Box>
        ))}
      </Box>
      {totals.dutiesExcluded ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {intl.formatMessage(m.dutiesExcluded)}
        </Typography>
      ) : null}
    </Box>
  )
}
