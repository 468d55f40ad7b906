// The products of an order with quantities and prices (and how many of each are being returned or were withdrawn
// from). On a phone the unit price column gives way, so the line totals fit without scrolling sideways.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { formatMoney } from '@/shared/i18n/money'
import { orderDetailsMessages as m } from '../messages'
import type { OrderLine } from '../model/types'
import { useLocale } from '@/shared/i18n/useLocale'

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const

export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const intl = useIntl()
  const lang = useLocale()
  const money = (n: number) => formatMoney(n, lang)
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {intl.formatMessage(m.product)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {intl.formatMessage(m.quantity)}
            </TableCell>
            <TableCell component="th" scope="col" align="right" sx={WIDE_ONLY}>
              {intl.formatMessage(m.unitPrice)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {intl.formatMessage(m.lineTotal)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  {line.image ? (
                    <img src={line.image.url} width={56} height={56} alt="" loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} />
                  ) : null}
                  <div>
                    {line.url ? (
                      <Link component={RouterLink} to={line.url}>
                        {line.name}
                      </Link>
                    ) : (
                      line.name
                    )}
                    {line.attributes ? (
                      <Typography variant="body2" color="textSecondary">
                        {line.attributes}
                      </Typography>
                    ) : null}
                    {line.returnedQuantity > 0 ? (
                      <Typography variant="body2" color="textSecondary">
                        {intl.formatMessage(m.returned, { count: line.returnedQuantity })}
                      </Typography>
                    ) : null}
                    {line.withdrawnQuantity > 0 ? (
                      <Typography variant="body2" color="textSecondary">
                        {intl.formatMessage(m.withdrawn, { count: line.withdrawnQuantity })}
                      </Typography>
                    ) : null}
                  </div>
                </Box>
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {line.regularUnitPrice > line.unitPrice ? (
                  <Box component="s" sx={{ color: 'text.secondary', mr: 1 }}>
                    {money(line.regularUnitPrice)}
                  </Box>
                ) : null}
                {money(line.unitPrice)}
              </TableCell>
              <TableCell align="right">{money(line.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
