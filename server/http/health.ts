// Health for load balancers and orchestrators: GET /health/live (the process answers) and GET /health/ready (it
// should be sent traffic: database reachable, its schema at this code's migration, the mail worker running when
// there is one, not draining, not overloaded). Neither logs, nor looks at sessions, nor is ever cached. On SIGTERM
// start.ts turns `draining` on: ready answers 503 through the grace period, before the listener closes.
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { latestMigration } from '../db/migrate'
import type { OverloadLimits } from '../config'
import type { HealthState, Shop } from '../shop'

/** A readiness check never waits long on a database that does not answer: that is the answer. */
const DATABASE_TIMEOUT_MS = 2000

type Check = 'ok' | 'failing' | 'none'

async function databaseChecks(shop: Shop): Promise<{ database: Check; migrations: Check }> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, DATABASE_TIMEOUT_MS, null)))
  try {
    const rows = await Promise.race([shop.db.query<{ version: string }>('select max(version) as version from schema_migrations'), timeout])
    if (!rows) return { database: 'failing', migrations: 'failing' }
    return { database: 'ok', migrations: rows[0]?.version === latestMigration() ? 'ok' : 'failing' }
  } catch {
    return { database: 'failing', migrations: 'failing' }
  } finally {
    clearTimeout(timer)
  }
}

export async function registerHealth(app: FastifyInstance, shop: Shop, state: HealthState, limits: OverloadLimits): Promise<void> {
  // Measures the event loop; requests are served under pressure as ever (the handler sends nothing): only readiness
  // reports it, so that the load balancer sends the traffic elsewhere rather than this process refusing it.
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // The last second's share, not the share since start-up (which loading the app fills).
    eventLoopUtilizationMode: 'interval',
    pressureHandler: () => undefined,
  })
  const quiet = { logLevel: 'silent' as const }
  app.get('/health/live', quiet, async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'live' }))
  app.get('/health/ready', quiet, async (_req, reply) => {
    const checks = {
      ...(await databaseChecks(shop)),
      mail: (shop.mailDelivery ? (shop.mailDelivery.alive() ? 'ok' : 'failing') : 'none') as Check,
      draining: state.draining,
      overloaded: app.isUnderPressure(),
    }
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.mail !== 'failing' && !checks.draining && !checks.overloaded
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks })
  })
}
