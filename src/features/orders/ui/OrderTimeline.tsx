// An order's status history, its withdrawals (each with the date and time the shop received it), its returns and
// its downloadable files (manuals).
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { orderDetailsMessages as m } from '../messages'
import type { Order } from '../model/types'

/** A withdrawal's time with its zone named (its e-mail states the shop's time, Europe/Rome). */
const RECEIPT_TIME = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const

export function OrderTimeline({ order }: { order: Order }) {
  const intl = useIntl()
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      <Typography variant="h3" gutterBottom sx={{ mt: 3 }}>
        {intl.formatMessage(m.history)}
      </Typography>
      <ol>
        {order.history.map((h, i) => (
          <li key={i}>
            <time dateTime={h.at}>{date(h.at)}</time>: {h.label}
          </li>
        ))}
      </ol>
      {order.withdrawals.length ? (
        <>
          <Typography variant="h3" gutterBottom sx={{ mt: 3 }}>
            {intl.formatMessage(m.withdrawals)}
          </Typography>
          <ul>
            {order.withdrawals.map((w) => (
              <li key={w.id}>
                <time dateTime={w.receivedAt}>
                  {intl.formatMessage(w.kind === 'cancellation' ? m.cancellationReceived : m.withdrawalReceived, {
                    date: intl.formatDate(w.receivedAt, { dateStyle: 'long' }),
                    time: intl.formatTime(w.receivedAt, RECEIPT_TIME),
                  })}
                </time>
                <ul>
                  {w.lines.map((l) => (
                    <li key={l.orderLineId}>{intl.formatMessage(m.withdrawnLine, { quantity: l.quantity, name: l.name })}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.returns.length ? (
        <>
          <Typography variant="h3" gutterBottom sx={{ mt: 3 }}>
            {intl.formatMessage(m.returns)}
          </Typography>
          <ul>
            {order.returns.map((r) => (
              <li key={r.id}>
                {intl.formatMessage(m.returnRequested, { date: date(r.requestedAt), status: r.statusLabel })}
                <ul>
                  {r.lines.map((l) => (
                    <li key={l.orderLineId}>{intl.formatMessage(m.returnLine, { quantity: l.quantity, name: l.name, reason: l.reason })}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.downloads.length ? (
        <>
          <Typography variant="h3" gutterBottom sx={{ mt: 3 }}>
            {intl.formatMessage(m.downloads)}
          </Typography>
          <ul>
            {order.downloads.map((d) => (
              <li key={d.url}>
                <Link href={d.url} download>
                  {intl.formatMessage(m.download, { name: d.name })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
