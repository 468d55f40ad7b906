// The sandbox providers' side of notifications: after each decision on a hosted page the provider tells the shop
// server to server — signed, after the decision is recorded, whether or not the shopper's browser ever comes
// back — and resends a delivery that did not get a 2xx a couple of times, as PayPal and MultiSafepay do. Delivery
// goes through app.inject: the real route with its signature check, without a network hop to ourselves.
import type { FastifyInstance } from 'fastify'
import { newToken } from '../lib/crypto'
import type { PaymentStatus } from '../payments/gateway'
import { SIGNATURE_HEADER, signNotification } from '../payments/signature'
import { NOTIFY_PATH } from '../payments/gateway'

export interface ProviderDecision {
  gateway: 'PAYPAL' | 'MULTISAFEPAY'
  orderReference: string
  token: string
  status: PaymentStatus
  amount: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox providers' notification sender (tests wait for its deliveries with idle()). */
    sandboxNotifier: SandboxNotifier
  }
}

export class SandboxNotifier {
  /** Waits before each resend; the first delivery goes out at once. */
  retryDelaysMs: number[] = [2_000, 10_000]
  private readonly deliveries = new Set<Promise<void>>()
  private readonly sleepers = new Set<() => void>()
  private closed = false

  constructor(
    private readonly app: FastifyInstance,
    private readonly secret: () => Promise<string>,
  ) {}

  /** Sends the notification of a decision in the background; `host` is the shop's host the provider was given. */
  send(decision: ProviderDecision, host: string | undefined): void {
    const body = JSON.stringify({
      event_id: `evt_${newToken(16)}`,
      order_reference: decision.orderReference,
      token: decision.token,
      status: decision.status,
      amount: decision.amount,
      currency: 'EUR',
      created_at: new Date().toISOString(),
    })
    const delivery: Promise<void> = this.deliver(decision.gateway, body, host).finally(() => this.deliveries.delete(delivery))
    this.deliveries.add(delivery)
  }

  /** Resolves when no delivery is under way or waiting to be resent. */
  async idle(): Promise<void> {
    while (this.deliveries.size) await Promise.allSettled([...this.deliveries])
  }

  /** Stops resending and waits for deliveries under way (the app is closing). */
  async close(): Promise<void> {
    this.closed = true
    for (const wake of [...this.sleepers]) wake()
    await this.idle()
  }

  private async deliver(gateway: ProviderDecision['gateway'], body: string, host: string | undefined): Promise<void> {
    // Let the hosted page answer the shopper first, as a provider's notification comes on its own schedule.
    await this.sleep(0)
    for (let attempt = 0; !this.closed; attempt++) {
      const failure = await this.attempt(gateway, body, host)
      if (!failure) return
      const delay = this.retryDelaysMs[attempt]
      if (delay === undefined) {
        this.app.log.warn({ gateway, body, failure }, 'sandbox payment notification not accepted; giving up')
        return
      }
      await this.sleep(delay)
    }
  }

  /** One delivery; returns why it failed, or null when the shop acknowledged it. */
  private async attempt(gateway: string, body: string, host: string | undefined): Promise<string | null> {
    try {
      const res = await this.app.inject({
        method: 'POST',
        url: `${NOTIFY_PATH}/${gateway.toLowerCase()}`,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(await this.secret(), body), ...(host ? { host } : {}) },
        payload: body,
      })
      return res.statusCode >= 200 && res.statusCode < 300 ? null : `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.sleepers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      this.sleepers.add(wake)
    })
  }
}
