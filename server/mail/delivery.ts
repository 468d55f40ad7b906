// The delivery worker: sends the outbox's queued messages through the transport, one at a time, in every API process
// on the database (each message claimed by one of them: outbox.ts). A refused or failed attempt is retried with
// exponential backoff — across restarts too, since the schedule is in the table —, a message the server accepted is
// marked sent, and after `maxAttempts` (or a permanent refusal) it is parked as failed: a log line, the sandbox
// listing, the mail_failed metric. Delivery is at least once: the duplicate window is docs/operations.md's.
import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { retryDelayMs, type Backoff } from '../lib/backoff'
import type { MailTransport } from './mailer'
import { claimNext, markFailed, markRetry, markSent, msUntilNextDue, release, type OutboxMessage } from './outbox'

export interface MailDeliveryOptions extends Backoff {
  /** Attempts before a message is parked as failed. */
  maxAttempts: number
  /** How long a claim holds: longer than one whole SMTP attempt (its timeouts), or two processes could send one message. */
  leaseMs: number
  /** The longest the worker sleeps without looking at the table (mail queued by other processes, lapsed claims). */
  pollMs: number
}

export interface DeliveryEvent {
  id: number
  kind: string
  attempts: number
}

/** What is safe to log about a failure: codes, never the server's text (it may quote the recipient's address). */
function describe(error: unknown): { code?: string; responseCode?: number; command?: string } {
  const { code, responseCode, command } = (error ?? {}) as { code?: string; responseCode?: number; command?: string }
  return { code, responseCode, command }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}

export class MailDelivery extends EventEmitter<{ sent: [DeliveryEvent]; retry: [DeliveryEvent]; failed: [DeliveryEvent] }> {
  private stopped = false
  private loop: Promise<void> | null = null
  private woken = false
  private wakeSleeper: (() => void) | null = null
  private heartbeat = Date.now()

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly options: MailDeliveryOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    super()
  }

  start(): void {
    this.loop ??= this.run()
  }

  /** Something was queued: look now rather than at the next poll. */
  wake(): void {
    this.woken = true
    this.wakeSleeper?.()
  }

  /** Alive: running and not stuck (the loop came round within one poll plus one whole send). */
  alive(): boolean {
    return this.loop !== null && !this.stopped && Date.now() - this.heartbeat < this.options.pollMs + this.options.leaseMs
  }

  /** Claims nothing more, lets the send under way finish and be recorded, then closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true
    this.wake()
    await this.loop
    this.transport.close()
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.heartbeat = Date.now()
      this.woken = false
      let worked = false
      try {
        worked = await this.deliverNext()
      } catch (error) {
        // The database is unreachable (a restart, a network cut): the messages wait in it; try again at the next poll.
        this.log.error({ err: describe(error) }, 'mail delivery: cannot read the outbox')
      }
      if (worked || this.stopped) continue
      const due = await msUntilNextDue(this.db).catch(() => null)
      await this.sleep(Math.min(this.options.pollMs, due ?? Infinity))
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wakeSleeper = () => {
        this.wakeSleeper = null
        done()
      }
    })
  }

  /** One message: claimed, sent, its outcome recorded. False when none is due. */
  private async deliverNext(): Promise<boolean> {
    const message = await claimNext(this.db, this.options.leaseMs)
    if (!message) return false
    if (this.stopped) {
      await release(this.db, message)
      return true
    }
    const event: DeliveryEvent = { id: message.id, kind: message.kind, attempts: message.attempts }
    try {
      await this.transport.send(message)
    } catch (error) {
      await this.recordFailure(message, event, error)
      return true
    }
    // Accepted by the server. Should this update not be made (the process dies now, the database is away), the claim
    // lapses and the message is sent again: the duplicate window.
    if (await markSent(this.db, message)) this.emit('sent', event)
    else this.log.warn({ mail: message.id, kind: message.kind }, 'mail delivery: sent after the claim lapsed; another process may have sent it too')
    return true
  }

  private async recordFailure(message: OutboxMessage, event: DeliveryEvent, error: unknown): Promise<void> {
    const permanent = this.transport.isPermanent(error)
    if (permanent || message.attempts >= this.options.maxAttempts) {
      await markFailed(this.db, message, errorText(error))
      this.log.error(
        { mail: message.id, kind: message.kind, attempts: message.attempts, err: describe(error) },
        permanent ? 'mail parked as failed: refused by the mail server' : 'mail parked as failed: no attempt succeeded',
      )
      this.emit('failed', event)
      return
    }
    const delay = retryDelayMs(message.attempts, this.options)
    await markRetry(this.db, message, errorText(error), delay)
    this.log.warn(
      { mail: message.id, kind: message.kind, attempts: message.attempts, retryInMs: delay, err: describe(error) },
      'mail delivery failed, will retry',
    )
    this.emit('retry', event)
  }
}
