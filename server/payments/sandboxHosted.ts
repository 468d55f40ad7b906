// PAYPAL and MULTISAFEPAY sandboxes: the shopper is sent to a hosted page under /sandbox/pay/<gateway>/<token>
// where they approve, decline, cancel or leave the payment pending; the page records that outcome as the provider
// would on its side (payments.provider_status), redirects to the storefront's /{lang}/checkout/validate and sends
// the shop a signed notification (server/sandbox/notifier.ts); verify() reads the outcome back and
// parseNotification() checks those notifications.
import type { Queryable } from '../db/client'
import { sha256 } from '../lib/crypto'
import { NotificationRejected, type GatewayId, type PaymentGateway, type PaymentNotification, type PaymentStatus } from './gateway'
import { checkSignature, SIGNATURE_HEADER } from './signature'

const STATUSES: readonly PaymentStatus[] = ['pending', 'approved', 'declined', 'canceled']

/** The sandbox notification body: `{ event_id, order_reference, token, status, amount, currency, created_at }`. */
export function parseSandboxNotification(rawBody: string): PaymentNotification {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    throw new NotificationRejected('malformed', 'Malformed JSON')
  }
  const b = (body ?? {}) as Record<string, unknown>
  const text = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max
  if (
    typeof body !== 'object' ||
    !text(b.event_id, 200) ||
    !text(b.order_reference, 32) ||
    !text(b.token, 128) ||
    !STATUSES.includes(b.status as PaymentStatus)
  ) {
    throw new NotificationRejected('malformed', 'A notification needs event_id, order_reference, token and status')
  }
  return { eventId: b.event_id as string, orderReference: b.order_reference as string, token: b.token as string, status: b.status as PaymentStatus }
}

export function sandboxHosted(id: Extract<GatewayId, 'PAYPAL' | 'MULTISAFEPAY'>, db: Queryable, secret: () => Promise<string>): PaymentGateway {
  return {
    id,
    kind: 'redirect',
    validate: (request) => (request.card ? { card: 'card.not_taken' } : null),
    async start(request) {
      return { status: 'pending', redirectUrl: `/sandbox/pay/${id.toLowerCase()}/${request.token}` }
    },
    async verify(token) {
      const [row] = await db.query<{ provider_status: PaymentStatus | null }>('select provider_status from payments where token_hash = $1', [sha256(token)])
      return row?.provider_status ?? 'pending'
    },
    async parseNotification(headers, rawBody) {
      const header = headers[SIGNATURE_HEADER]
      const check = checkSignature(await secret(), Array.isArray(header) ? header[0] : header, rawBody)
      if (check === 'stale') throw new NotificationRejected('signature', 'Notification too old')
      if (check !== 'valid') throw new NotificationRejected('signature', 'Invalid signature')
      return parseSandboxNotification(rawBody)
    },
  }
}
