// Headers every answer carries against hostile pages and clients: no MIME sniffing, no full URLs (with their
// order references and tokens) in the Referer sent to other sites, no framing (checkout and account must never
// be framed for clickjacking), no powerful browser features, HSTS when served over HTTPS, and a
// Content-Security-Policy — the shop's pages set theirs (render/pageResponder: it depends on the page's inline
// scripts and on config.js); other HTML is the server's own scriptless pages, and everything else runs nothing.
import type { FastifyInstance } from 'fastify'
import { NON_DOCUMENT_POLICY, PLAIN_PAGE_POLICY } from './contentSecurityPolicy'

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)'
const HSTS = 'max-age=15552000'

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    reply.header('Permissions-Policy', PERMISSIONS)
    reply.header('X-Frame-Options', 'DENY')
    // req.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS)
    if (!reply.hasHeader('Content-Security-Policy')) {
      const type = String(reply.getHeader('Content-Type') ?? '')
      // Scripts (the service worker among them) are governed by the page's policy; a worker's own would bind it.
      if (!/javascript/.test(type)) reply.header('Content-Security-Policy', type.startsWith('text/html') ? PLAIN_PAGE_POLICY : NON_DOCUMENT_POLICY)
    }
    return payload
  })
}
