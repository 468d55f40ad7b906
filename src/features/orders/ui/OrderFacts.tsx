// Delivery (method, collection point, delivery note, addresses) and payment of an order.
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { orderDetailsMessages as m } from '../messages'
import type { Order } from '../model/types'

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Grid>
  )
}

const Lines = ({ lines }: { lines: string[] }) => (
  <Box component="address" sx={{ fontStyle: 'normal' }}>
    {lines.map((line, i) => (
      <div key={i}>{line}</div>
    ))}
  </Box>
)

export function OrderFacts({ order }: { order: Order }) {
  const intl = useIntl()
  return (
    <Grid container spacing={3} sx={{ my: 2 }}>
      <Fact title={intl.formatMessage(m.delivery)}>
        <Typography>
          {intl.formatMessage(m.deliveryMethod)}: {order.carrier}
        </Typography>
        {order.pickupPoint ? (
          <>
            <Typography sx={{ mt: 1 }}>{intl.formatMessage(m.pickupPoint)}:</Typography>
            <Lines lines={order.pickupPoint} />
          </>
        ) : null}
        {order.deliveryNote ? (
          <Typography sx={{ mt: 1 }}>
            {intl.formatMessage(m.deliveryNote)}: {order.deliveryNote}
          </Typography>
        ) : null}
      </Fact>
      <Fact title={intl.formatMessage(m.payment)}>
        <Typography>{order.payment.method}</Typography>
        {order.payment.card ? <Typography>{order.payment.card}</Typography> : null}
        {order.payment.instalments > 1 ? <Typography>{intl.formatMessage(m.instalments, { count: order.payment.instalments })}</Typography> : null}
      </Fact>
      <Fact title={intl.formatMessage(m.deliveryAddress)}>
        <Lines lines={order.deliveryAddress} />
      </Fact>
      <Fact title={intl.formatMessage(m.invoiceAddress)}>
        <Lines lines={order.invoiceAddress} />
      </Fact>
    </Grid>
  )
}
