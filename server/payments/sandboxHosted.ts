// PAYPAL and MULTISAFEPAY sandboxes: the shopper is sent to a hosted page under /sandbox/pay/<gateway>/<token>
// where they approve, decline or cancel; the page records that outcome as the provider would on its side
// (payments.provider_status) and redirects to the storefront's /{lang}/checkout/validate; verify() reads it back.
import type { Queryable } from '../db/client'
import { sha256 } from '../lib/crypto'
import type { GatewayId, PaymentGateway, PaymentStatus } from './gateway'

export function sandboxHosted(id: Extract<GatewayId, 'PAYPAL' | 'MULTISAFEPAY'>, db: Queryable): PaymentGateway {
  return {
    id,
    kind: 'redirect',
    validate: (request) => (request.card ? { card: 'Card details are only taken by the CREDITCARD gateway.' } : null),
    async start(request) {
      return { status: 'pending', redirectUrl: `/sandbox/pay/${id.toLowerCase()}/${request.token}` }
    },
    async verify(token) {
      const [row] = await db.query<{ provider_status: PaymentStatus | null }>('select provider_status from payments where token_hash = $1', [sha256(token)])
      return row?.provider_status ?? 'pending'
    },
  }
}
