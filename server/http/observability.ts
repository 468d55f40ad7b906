// What every request leaves behind: its request id (an incoming X-Request-Id of a sane shape is kept, so one
// shopper's problem can be followed through a proxy and several processes; otherwise a new one), given back in the
// answer; one JSON log line — method, route pattern (never the URL: queries hold search terms, tokens, e-mails),
// call name or page kind, status, duration —; and the request metrics. Health and metrics routes (logLevel
// 'silent') leave none of it.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { PageKind } from '../render/pageKind'
import { statusClass, type RequestKind } from '../metrics'
import type { Shop } from '../shop'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the page responder: what kind of shop page this request asked for. */
    pageKind?: PageKind
  }
}

const REQUEST_ID = /^[\w.:@-]{1,128}$/

/** Fastify's genReqId: the caller's X-Request-Id when it is a plain token (nothing to inject into logs), else new. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** Errors as logged: their type, code and message, never the extra fields a driver adds (PostgreSQL's `detail`
 * quotes the row's values — an e-mail address in a unique violation). */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  return { type: error.name, message: error.message, code, statusCode, stack: error.stack }
}

function requestKind(route: string | undefined, call: string | undefined, page: PageKind | undefined): RequestKind {
  if (call) return 'api'
  if (page) return 'page'
  if (!route) return 'other'
  if (route.startsWith('/api/payments/notify')) return 'payment_notification'
  if (route.startsWith('/sandbox')) return 'sandbox'
  if (route.startsWith('/img') || route.startsWith('/assets') || route === '/*') return 'asset'
  return 'other'
}

export function registerObservability(app: FastifyInstance, shop: Shop): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id)
  })
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.logLevel === 'silent') return
    const route = req.routeOptions.url
    const call = req.routeOptions.config.call
    const page = req.pageKind
    const kind = requestKind(route, call, page)
    const name = call ?? page ?? ''
    const status = reply.statusCode
    shop.metrics.requestDuration.observe({ kind, name, status: statusClass(status) }, reply.elapsedTime / 1000)
    if (status >= 500) shop.metrics.errors.inc({ kind, name, status: String(status) })
    req.log.info({ method: req.method, route: route ?? null, call, page, status, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request')
  })
}
