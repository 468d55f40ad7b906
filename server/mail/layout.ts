// The HTML frame of every e-mail (simple, inline styles, works in mail clients) and its plain-text twin.
import { escapeHtml } from '../lib/text'

export interface MailBody {
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Extra HTML (already escaped), e.g. an order summary table. */
  html?: string
  /** Plain-text version of `html`. */
  text?: string
}

export function renderMail(shopName: string, body: MailBody): { html: string; text: string } {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#1f4e79;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(body.action.url)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d1d1f;max-width:600px;margin:0 auto;padding:24px">
<p style="font-weight:bold;font-size:18px;margin:0 0 24px">${escapeHtml(shopName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>${paragraphs}${action}${body.html ?? ''}
</body></html>`
  const text = [
    shopName,
    '',
    body.heading,
    '',
    ...body.paragraphs,
    ...(body.action ? ['', `${body.action.label}: ${body.action.url}`] : []),
    ...(body.text ? ['', body.text] : []),
  ].join('\n')
  return { html, text }
}
