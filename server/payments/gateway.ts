// One interface for every payment gateway. A gateway either settles at once (cards) or sends the shopper to a
// hosted page and reports the outcome later (PayPal, MultiSafepay); verify() asks it for the payment's real status
// (never trusting the status in the return URL). The reference API ships sandbox implementations; real ones
// implement the same interface.
import type { FieldErrors } from '../lib/apiError'
import type { Lang } from '../lib/lang'

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

export interface PaymentGateway {
  readonly id: GatewayId
  readonly kind: 'card' | 'redirect'
  /** Field errors of the payment details (e.g. the card), before any order is created. */
  validate(request: Omit<PaymentRequest, 'token' | 'orderReference'>): FieldErrors | null
  start(request: PaymentRequest): Promise<PaymentStart>
  /** The gateway's own status for a payment it started (`settled` is ours, for gateways that settle at once). */
  verify(token: string, settled: PaymentStatus): Promise<PaymentStatus>
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
