// The one way the API sends e-mail. The transport is pluggable (a provider transport implements MailTransport):
// SMTP when SMTP_URL is set, otherwise the reference API's default, which writes every message to the outbox table,
// readable at /sandbox/mail.
import type { ServerConfig } from '../config'
import type { Db, Queryable } from '../db/client'
import type { Lang } from '../lib/lang'
import { SmtpTransport } from './smtp'

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** What the message is about (password_reset, order_confirmation, newsletter), for filtering the outbox. */
  kind: string
  lang: Lang
}

export interface MailTransport {
  /** Delivers to another system (SMTP, a provider): only once the change the message tells of has committed. */
  readonly external: boolean
  send(message: MailMessage): Promise<void>
}

export class OutboxTransport implements MailTransport {
  // A table: the message is written in the caller's transaction, and undone with it.
  readonly external = false

  constructor(private readonly db: Queryable) {}

  async send(m: MailMessage): Promise<void> {
    await this.db.query('insert into mail_outbox (to_email, subject, html, text_body, kind, lang) values ($1, $2, $3, $4, $5, $6)', [
      m.to.toLowerCase(),
      m.subject,
      m.html,
      m.text,
      m.kind,
      m.lang,
    ])
  }
}

export class Mailer {
  constructor(
    private readonly transport: MailTransport,
    private readonly db: Db,
  ) {}

  /**
   * An external delivery waits for the caller's transaction to commit: no mail about a change that was rolled back,
   * and no transaction (on PGlite, the whole database) held open through an SMTP conversation. Its failure is then
   * logged rather than failing a change that has been made.
   */
  send(message: MailMessage): Promise<void> {
    return this.transport.external ? this.db.afterCommit(() => this.transport.send(message)) : this.transport.send(message)
  }
}

/** The one place the transport is chosen (order confirmations, password resets and newsletter mails all use it). */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  return new Mailer(config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.mailFrom) : new OutboxTransport(db), db)
}
