// The mail outbox (demo only): /sandbox/mail lists every message (newest first) with its delivery state — kept in
// the sandbox, queued for SMTP (attempts so far), sent, or parked as failed with the last error —, /sandbox/mail/<id>
// shows one, /sandbox/mail.json?to=<email> gives them to tests.
import type { FastifyInstance } from 'fastify'
import { envelope } from '../lib/envelope'
import { escapeHtml } from '../lib/text'
import type { MailState, OutboxRow } from '../mail/outbox'
import type { Shop } from '../shop'
import { page } from './page'

type MailRow = OutboxRow & { state: MailState; last_error: string | null }

const STATE_LABEL: Record<MailState, string> = {
  sandbox: 'In the outbox',
  queued: 'Queued for SMTP',
  sending: 'Being sent',
  sent: 'Sent by SMTP',
  failed: 'Failed',
}

/** The plain text with its web addresses as links: a newcomer follows the reset link from here (README). */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
}

function stateCell(m: MailRow): string {
  const attempts = m.attempts ? ` (${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'})` : ''
  const error = m.last_error && m.state !== 'sent' ? `<br><span class="note">${escapeHtml(m.last_error)}</span>` : ''
  return `${STATE_LABEL[m.state]}${attempts}${error}`
}

export function registerMailPages(app: FastifyInstance, shop: Shop): void {
  app.get('/sandbox/mail', async (_req, reply) => {
    const rows = await shop.db.query<MailRow>(
      'select id_mail, to_email, subject, kind, lang, date_add, state, attempts, last_error from mail_outbox order by id_mail desc limit 200',
    )
    const items = rows
      .map(
        (m) =>
          `<tr><td>${new Date(m.date_add).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.to_email)}</td><td><a href="/sandbox/mail/${m.id_mail}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.kind)}</td><td>${stateCell(m)}</td></tr>`,
      )
      .join('')
    const body = `<h1>Mail outbox</h1><p>Every e-mail the shop sent, newest first.</p>
${rows.length ? `<table><caption class="note">Latest ${rows.length}</caption><thead><tr><th scope="col">Written (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Delivery</th></tr></thead><tbody>${items}</tbody></table>` : '<p>No e-mail yet.</p>'}`
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page('Mail outbox', body))
  })

  app.get('/sandbox/mail/:id', async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const [mail] = Number.isInteger(id) ? await shop.db.query<MailRow>('select * from mail_outbox where id_mail = $1', [id]) : []
    if (!mail) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such e-mail</h1>'))
    const header = `<p><a href="/sandbox/mail">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1><dl><dt>To</dt><dd>${escapeHtml(mail.to_email)}</dd><dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd><dt>Delivery</dt><dd>${stateCell(mail)}</dd></dl>`
    // The message itself goes in a sandboxed frame: it is a document of its own.
    const body = `${header}<iframe title="${escapeHtml(mail.subject)}" sandbox srcdoc="${escapeHtml(mail.html)}" style="width:100%;height:70vh;border:1px solid #ddd"></iframe><h2>Plain text</h2><pre>${linked(mail.text_body)}</pre>`
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page(mail.subject, body))
  })

  app.get('/sandbox/mail.json', async (req, reply) => {
    const to = (req.query as { to?: string }).to?.trim().toLowerCase() ?? null
    const rows = await shop.db.query<MailRow>('select * from mail_outbox where ($1::text is null or to_email = $1) order by id_mail desc limit 100', [to])
    return reply.header('Cache-Control', 'no-store').send(
      envelope(
        200,
        rows.map((m) => ({
          id: m.id_mail,
          to: m.to_email,
          subject: m.subject,
          kind: m.kind,
          lang: m.lang,
          html: m.html,
          text: m.text_body,
          date_add: new Date(m.date_add).toISOString(),
          state: m.state,
          attempts: m.attempts,
        })),
      ),
    )
  })
}
