// The SMTP transport (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…), through nodemailer: every message
// goes out as multipart HTML + plain text, From MAIL_FROM.
import nodemailer, { type Transporter } from 'nodemailer'
import type { MailMessage, MailTransport } from './mailer'

export class SmtpTransport implements MailTransport {
  readonly external = true
  private readonly transporter: Transporter

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Short timeouts: a confirmation e-mail is sent while a shopper waits for an answer.
    this.transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
  }

  async send(m: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
      headers: { 'Content-Language': m.lang, 'X-Mail-Kind': m.kind },
    })
  }
}
