// Where Prometheus reads the metrics: GET /metrics on the shop's port with `Authorization: Bearer <METRICS_TOKEN>`
// (absent without a token: the figures — orders, errors, queue depth — are not for the public), and/or a listener
// of its own on METRICS_PORT (METRICS_HOST, 127.0.0.1 by default) for a scraper on the machine or private network.
import { timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import type { Shop } from '../shop'

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function registerMetricsEndpoint(app: FastifyInstance, shop: Shop): void {
  const token = shop.config.metrics.token
  if (!token) return
  app.get('/metrics', { logLevel: 'silent' }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (!tokenMatches(req.headers.authorization, token)) return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'token required' })
    return reply.type(shop.metrics.registry.contentType).send(await shop.metrics.registry.metrics())
  })
}

/** The separate listener (METRICS_PORT): /metrics only, no token. Resolves once listening; close() stops it. */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}
