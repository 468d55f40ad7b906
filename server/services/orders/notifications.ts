// Applies a verified payment notification: each provider event is recorded once (a resent event changes nothing)
// and a decided outcome settles the payment through settlePayment, which applies an outcome only to a payment that
// is still pending — so the notification and the shopper's return (validateOrder), whichever comes first, settle it
// exactly once.
import { notFound } from '../../lib/apiError'
import { sha256 } from '../../lib/crypto'
import type { MailLinks } from '../../lib/publicUrl'
import type { GatewayId, PaymentNotification } from '../../payments/gateway'
import type { Shop } from '../../shop'
import { settlePayment } from './settle'

export interface NotificationResult {
  event_id: string
  status: PaymentNotification['status']
  /** The event was received before: nothing done again. */
  duplicate: boolean
  /** This event settled the payment (false when pending, or when it was settled already). */
  settled: boolean
}

export async function applyPaymentNotification(shop: Shop, gateway: GatewayId, event: PaymentNotification, links: MailLinks): Promise<NotificationResult> {
  const [payment] = await shop.db.query<{ id_payment: number }>(
    `select p.id_payment from payments p join orders o on o.id_order = p.id_order
      where o.reference = $1 and p.gateway = $2 and ($3::text is null or p.token_hash = $3)`,
    [event.orderReference, gateway, event.token === undefined ? null : sha256(event.token)],
  )
  if (!payment) throw notFound('payment.not_found')
  const result = { event_id: event.eventId, status: event.status }
  const claimed = await shop.db.query(
    `insert into payment_notifications (gateway, event_id, id_payment, status) values ($1, $2, $3, $4)
       on conflict (gateway, event_id) do nothing returning event_id`,
    [gateway, event.eventId, payment.id_payment, event.status],
  )
  if (!claimed.length) return { ...result, duplicate: true, settled: false }
  try {
    const settled = event.status !== 'pending' && (await settlePayment(shop, payment.id_payment, event.status, links))
    await shop.db.query('update payment_notifications set result = $3 where gateway = $1 and event_id = $2', [
      gateway,
      event.eventId,
      settled ? 'settled' : event.status === 'pending' ? 'pending' : 'already_settled',
    ])
    return { ...result, duplicate: false, settled }
  } catch (error) {
    // Not applied: forget the event, so that the provider's next delivery of it tries again.
    await shop.db.query('delete from payment_notifications where gateway = $1 and event_id = $2', [gateway, event.eventId])
    throw error
  }
}
