// The order history (spec §2, §3): reference, date placed, status and total, newest first, ten per page. Dates and
// prices are formatted for the page's language; each order links to its details (?order=<reference>).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { formatMoney } from '@/shared/i18n/money'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetOrdersQuery } from '../api/ordersApi'
import { orderListMessages as m } from '../messages'
import { useLocale } from '@/shared/i18n/useLocale'

export function OrderHistory({ page }: { page: number }) {
  const intl = useIntl()
  const lang = useLocale()
  const { data, isError, refetch, isFetching } = useGetOrdersQuery({ page, lang })
  if (!data) {
    if (isError) return <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={() => void refetch()} disabled={isFetching} />
    return <Skeleton variant="rounded" height={200} aria-hidden />
  }
  if (data.total === 0) {
    return (
      <Typography>
        {intl.formatMessage(m.empty)}{' '}
        <Link component={RouterLink} to={`/${lang}`} underline="always">
          {intl.formatMessage(m.startShopping)}
        </Link>
      </Typography>
    )
  }
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>{intl.formatMessage(m.caption)}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {intl.formatMessage(m.reference)}
              </TableCell>
              <TableCell component="th" scope="col">
                {intl.formatMessage(m.date)}
              </TableCell>
              <TableCell component="th" scope="col">
                {intl.formatMessage(m.status)}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {intl.formatMessage(m.total)}
              </TableCell>
              <TableCell component="th" scope="col">
                {intl.formatMessage(m.details)}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.orders.map((o) => (
              <TableRow key={o.id}>
                <TableCell component="th" scope="row">
                  {o.reference}
                </TableCell>
                <TableCell>{intl.formatDate(o.placedAt, { dateStyle: 'medium' })}</TableCell>
                <TableCell>{o.statusLabel}</TableCell>
                <TableCell align="right">{formatMoney(o.total, lang)}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`?order=${encodeURIComponent(o.reference)}`}>
                    {intl.formatMessage(m.view, { reference: o.reference })}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {data.pages > 1 ? (
        <Box component="nav" aria-label={intl.formatMessage(m.pagination)} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button component={RouterLink} to={`?page=${page - 1}`} disabled={page <= 1}>
            {intl.formatMessage(m.previous)}
          </Button>
          <Typography>{intl.formatMessage(m.pageOf, { page, pages: data.pages })}</Typography>
          <Button component={RouterLink} to={`?page=${page + 1}`} disabled={page >= data.pages}>
            {intl.formatMessage(m.next)}
          </Button>
        </Box>
      ) : null}
    </>
  )
}
