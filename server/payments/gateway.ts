// One interface for every payment gateway. A gateway either settles at once (cards) or sends the shopper to a
// hosted page and reports the outcome later (PayPal, MultiSafepay): the shopper's return is only a hint —
// verify() asks the gateway for the payment's real status (never trusting the status in the return URL), and the
// gateway's signed server-to-server notification, checked by parseNotification(), settles the payment even when
// the shopper never comes back. The reference API ships sandbox implementations; real ones implement the same
// interface.
import type { FieldRefusals } from '../lib/apiError'
import type { Lang } from '../lib/lang'

/** Where providers post their signed notifications: `${NOTIFY_PATH}/<gateway>` (routes/paymentNotifications.ts). */
export const NOTIFY_PATH = '/api/payments/notify'

export const GATEWAY_IDS = ['CREDITCARD', 'PAYPAL', 'MULTISAFEPAY'] as const
export type GatewayId = (typeof GATEWAY_IDS)[number]
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'canceled'

export interface CardInput {
  name: string
  number: string
  /** MM/YY */
  expiry: string
  cvv: string
}

export interface PaymentRequest {
  orderReference: string
  amount: number
  lang: Lang
  /** Our opaque token for this payment; a hosted page and the return URL carry it. */
  token: string
  card?: CardInput
}

export interface PaymentStart {
  status: PaymentStatus
  /** Where to send the shopper (a hosted page); absent when the payment settled at once. */
  redirectUrl?: string
  cardBrand?: string
  cardLast4?: string
}

/** A server-to-server notification, verified (signature, freshness) and parsed by its gateway. */
export interface PaymentNotification {
  /** The provider's id of this event: a provider resends an event until it is acknowledged, so it may come twice. */
  eventId: string
  /** Our order reference, which the payment was started with. */
  orderReference: string
  /** Our token of the payment (PaymentRequest.token), when the provider carries it back; it must then match. */
  token?: string
  /** The provider's decision: `pending` while it has not decided (uncleared, capture pending). */
  status: PaymentStatus
}

/** Thrown by parseNotification: `signature` (missing, wrong or too old: 401) or `malformed` (400). */
export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'signature' | 'malformed',
    message: string,
  ) {
    super(message)
  }
}

export interface PaymentGateway {
  readonly id: GatewayId
  readonly kind: 'card' | 'redirect'
  /** Field errors of the payment details (e.g. the card), before any order is created. */
  validate(request: Omit<PaymentRequest, 'token' | 'orderReference'>): FieldRefusals | null
  start(request: PaymentRequest): Promise<PaymentStart>
  /** The gateway's own status for a payment it started (`settled` is ours, for gateways that settle at once). */
  verify(token: string, settled: PaymentStatus): Promise<PaymentStatus>
  /**
   * Verifies and parses a notification the provider posted to /api/payments/notify/<gateway> (headers and the raw
   * body, exactly as received). Throws NotificationRejected. Absent for gateways that settle at once.
   */
  parseNotification?(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentNotification>
}

export class GatewayRegistry {
  private readonly gateways = new Map<GatewayId, PaymentGateway>()

  constructor(gateways: PaymentGateway[]) {
    for (const g of gateways) this.gateways.set(g.id, g)
  }

  get(id: string): PaymentGateway | undefined {
    return this.gateways.get(id as GatewayId)
  }

  list(): PaymentGateway[] {
    return [...this.gateways.values()]
  }
}
