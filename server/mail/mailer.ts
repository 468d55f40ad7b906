// The one way the API sends e-mail: every message is written to the outbox table in the transaction of the change it
// tells of (an order, a reset request, a subscription), so it exists exactly when that change does — never lost to a
// mail server that is down, never sent for a change that was rolled back. With a transport (SMTP_URL) the delivery
// worker (delivery.ts) sends it from there; without one, the outbox is where it ends, readable at /sandbox/mail.
import type { Db } from '../db/client'
import { enqueue, type MailMessage, type OutboxMessage } from './outbox'

/** Where the delivery worker sends outbox messages (SMTP; a provider's API would implement the same). */
export interface MailTransport {
  /** Resolves once the other system has accepted the message; rejects otherwise. */
  send(message: OutboxMessage): Promise<void>
  /** The refusal is about this message (a recipient refused for good): retrying cannot help, so it is parked at once. */
  isPermanent(error: unknown): boolean
  close(): void
}

export class Mailer {
  private readonly queuedListeners: ((kind: string) => void)[] = []

  constructor(
    private readonly db: Db,
    /** A transport sends the outbox: messages are queued for it. Without one they stay in the outbox (the sandbox). */
    private readonly delivered: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await enqueue(this.db, message, this.delivered ? 'queued' : 'sandbox')
    // The worker learns of it once it is committed (it could not claim it before); a rollback tells nobody.
    if (this.delivered) await this.db.afterCommit(() => this.queuedListeners.forEach((listener) => listener(message.kind)))
  }

  /** Called with the message's kind after each queued message's transaction commits. */
  onQueued(listener: (kind: string) => void): void {
    this.queuedListeners.push(listener)
  }
}
