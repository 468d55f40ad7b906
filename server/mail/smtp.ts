// The SMTP transport (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…), through nodemailer: every message
// goes out as multipart HTML + plain text, From MAIL_FROM.
import nodemailer, { type Transporter } from 'nodemailer'
import type { MailTransport } from './mailer'
import type { OutboxMessage } from './outbox'

/** nodemailer's error codes for a refusal of this message's envelope or content (not of the connection or login). */
const MESSAGE_REFUSED = new Set(['EENVELOPE', 'EMESSAGE'])

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter
  private readonly domain: string

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Bounded waits: the worker's claim on a message (MAIL_LEASE_SECONDS) must outlast one whole attempt, or another
    // process would take the message over while this one may still be sending it.
    this.transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    this.domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  }

  async send(m: OutboxMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
      // The same for every attempt of one message: a copy sent twice (the duplicate window, docs/operations.md) is
      // recognisable as one message by mail servers and clients that deduplicate on it.
      messageId: `<outbox-${m.id}.${m.createdAt.getTime()}@${this.domain}>`,
      headers: { 'Content-Language': m.lang, 'X-Mail-Kind': m.kind },
    })
  }

  isPermanent(error: unknown): boolean {
    const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
    return MESSAGE_REFUSED.has(code ?? '') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  }

  close(): void {
    this.transporter.close()
  }
}
