// CORS for a storefront served from another origin (a CDN) than the API: ALLOWED_ORIGINS only. Their preflights
// are answered, and their calls carry Access-Control-Allow-Origin with credentials (the session is a cookie).
// Any other origin gets no CORS headers — the browser keeps the answer from its page — and its preflight a 403.
// The shop's own origin needs none of this.
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../lib/apiError'
import { errorEnvelope } from '../lib/envelope'

const API_PATHS = /^\/(api|content)\//
/** Headers the web app reads from answers. */
const EXPOSED = 'Idempotent-Replayed, Retry-After'
const PREFLIGHT_MAX_AGE_SECONDS = 600

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin
    if (!origin || !API_PATHS.test(req.url)) return
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined
    if (!allowedOrigins.includes(origin)) {
      if (preflight)
        return reply
          .code(403)
          .header('Cache-Control', 'no-store')
          .send(errorEnvelope(new ApiError(403, 'origin.forbidden')))
      return
    }
    reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Allow-Credentials', 'true')
    if (!preflight) {
      reply.header('Access-Control-Expose-Headers', EXPOSED)
      return
    }
    // The web app sends JSON, its Idempotency-Key, the language, and any headers config.js adds (e.g. an API key).
    const requested = String(req.headers['access-control-request-headers'] ?? '')
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, POST')
      .header('Access-Control-Allow-Headers', requested || 'Content-Type')
      .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send()
  })
  // Answers differ by Origin: said last, added to whatever Vary the answer set (a cached catalogue answer sets its
  // own), so that no cache hands one origin's answer to another.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!allowedOrigins.length || !API_PATHS.test(req.url)) return payload
    const vary = reply.getHeader('Vary')
    reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin')
    return payload
  })
}
