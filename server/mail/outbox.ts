// The outbox table as a queue: what the mailer writes, what the delivery worker claims and records. Every state
// change of a message is one statement here, so the rules (who may claim what, when a claim lapses) have one home.
import type { Db, Queryable } from '../db/client'
import type { Lang } from '../lib/lang'

/** A message as the shop writes it (mailer.ts) and the outbox keeps it. */
export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** What the message is about (password_reset, order_confirmation, newsletter), for filtering the outbox. */
  kind: string
  lang: Lang
}

export type MailState = 'sandbox' | 'queued' | 'sending' | 'sent' | 'failed'

export interface OutboxMessage extends MailMessage {
  id: number
  attempts: number
  /** When the message was written (its Message-ID is made of it and the id, the same for every attempt). */
  createdAt: Date
}

/** Writes the message in the caller's transaction (if any): it exists exactly when the change it tells of does. */
export async function enqueue(db: Queryable, m: MailMessage, state: 'sandbox' | 'queued'): Promise<void> {
  await db.query('insert into mail_outbox (to_email, subject, html, text_body, kind, lang, state) values ($1, $2, $3, $4, $5, $6, $7)', [
    m.to.toLowerCase(),
    m.subject,
    m.html,
    m.text,
    m.kind,
    m.lang,
    state,
  ])
}

/** A row of mail_outbox as the worker and the sandbox outbox read it. */
export interface OutboxRow {
  id_mail: number
  to_email: string
  subject: string
  html: string
  text_body: string
  kind: string
  lang: MailMessage['lang']
  attempts: number
  date_add: Date
}

/**
 * Claims the next due message for one send: a queued message whose time has come, or one whose sender's claim has
 * lapsed (the process died between claim and send, or before recording the outcome). The claim is short: it is
 * committed before the SMTP conversation starts, so no transaction (on PGlite: the whole database) waits on the mail
 * server, and SKIP LOCKED lets processes claiming at the same moment take different messages.
 */
export async function claimNext(db: Db, leaseMs: number): Promise<OutboxMessage | null> {
  const [row] = await db.query<OutboxRow>(
    `update mail_outbox m set state = 'sending', attempts = m.attempts + 1, due_at = now() + $1 * interval '1 millisecond'
      where m.id_mail = (select id_mail from mail_outbox where state in ('queued', 'sending') and due_at <= now()
                          order by due_at, id_mail limit 1 for update skip locked)
      returning m.id_mail, m.to_email, m.subject, m.html, m.text_body, m.kind, m.lang, m.attempts, m.date_add`,
    [leaseMs],
  )
  if (!row) return null
  return {
    id: row.id_mail,
    to: row.to_email,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    kind: row.kind,
    lang: row.lang,
    attempts: row.attempts,
    createdAt: new Date(row.date_add),
  }
}

/**
 * The outcome of a claimed send. Each applies only while the claim is this attempt's (state 'sending' with the same
 * attempt count): a sender whose claim lapsed and was taken over records nothing.
 */
export async function markSent(db: Queryable, m: OutboxMessage): Promise<boolean> {
  const rows = await db.query(
    `update mail_outbox set state = 'sent', sent_at = now(), last_error = null where id_mail = $1 and state = 'sending' and attempts = $2 returning 1`,
    [m.id, m.attempts],
  )
  return rows.length > 0
}

export async function markRetry(db: Queryable, m: OutboxMessage, error: string, delayMs: number): Promise<void> {
  await db.query(
    `update mail_outbox set state = 'queued', due_at = now() + $3 * interval '1 millisecond', last_error = $4 where id_mail = $1 and state = 'sending' and attempts = $2`,
    [m.id, m.attempts, delayMs, error],
  )
}

export async function markFailed(db: Queryable, m: OutboxMessage, error: string): Promise<void> {
  await db.query(`update mail_outbox set state = 'failed', last_error = $3 where id_mail = $1 and state = 'sending' and attempts = $2`, [
    m.id,
    m.attempts,
    error,
  ])
}

/** Gives a claim back at once (a process draining before it started the send): another process takes it now. */
export async function release(db: Queryable, m: OutboxMessage): Promise<void> {
  await db.query(
    `update mail_outbox set state = 'queued', attempts = attempts - 1, due_at = now() where id_mail = $1 and state = 'sending' and attempts = $2`,
    [m.id, m.attempts],
  )
}

/** How long until the next message is due (null: nothing waits), so the worker sleeps no longer than that. */
export async function msUntilNextDue(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    `select greatest(0, extract(epoch from min(due_at) - now()) * 1000)::float8 as ms from mail_outbox where state in ('queued', 'sending')`,
  )
  return row?.ms ?? null
}

export interface QueueStats {
  /** Messages per state. */
  counts: Record<MailState, number>
  /** Age of the oldest message not yet sent nor parked, in seconds (0: none waits). */
  oldestWaitingSeconds: number
}

export async function queueStats(db: Queryable): Promise<QueueStats> {
  const rows = await db.query<{ state: MailState; n: number; oldest: number | null }>(
    `select state, count(*)::int as n, extract(epoch from now() - min(date_add))::float8 as oldest from mail_outbox group by state`,
  )
  const counts: Record<MailState, number> = { sandbox: 0, queued: 0, sending: 0, sent: 0, failed: 0 }
  let oldest = 0
  for (const row of rows) {
    counts[row.state] = row.n
    if ((row.state === 'queued' || row.state === 'sending') && row.oldest) oldest = Math.max(oldest, row.oldest)
  }
  return { counts, oldestWaitingSeconds: oldest }
}
