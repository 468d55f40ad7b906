// All of the customer's return requests, newest first (getReturns) — none asked for when the back end takes no returns.
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useCapabilities } from '@/shared/capabilities'
import { useGetReturnsQuery } from '../api/ordersApi'
import { orderDetailsMessages as details, orderListMessages as m } from '../messages'
import { useLocale } from '@/shared/i18n/useLocale'

export function ReturnsList() {
  const intl = useIntl()
  const lang = useLocale()
  const offered = useCapabilities().returns
  const { data } = useGetReturnsQuery(lang, { skip: !offered })
  if (!offered || !data?.length) return null
  return (
    <section aria-labelledby="returns-title">
      <Typography id="returns-title" variant="h2" gutterBottom sx={{ mt: 4 }}>
        {intl.formatMessage(m.returnsTitle)}
      </Typography>
      <ul>
        {data.map((r) => (
          <li key={r.id}>
            <Link component={RouterLink} to={`?order=${encodeURIComponent(r.reference)}`}>
              {intl.formatMessage(details.title, { reference: r.reference })}
            </Link>
            {' — '}
            {intl.formatMessage(details.returnRequested, { date: intl.formatDate(r.requestedAt, { dateStyle: 'medium' }), status: r.statusLabel })}
          </li>
        ))}
      </ul>
    </section>
  )
}
