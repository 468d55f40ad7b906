// `npm start`: builds the SPA when its build is missing or older than its sources, opens (and on first start
// seeds) the database, and serves the API, the shop and its images on one port until SIGINT/SIGTERM.
import './productionMode'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp, createShop } from './app'
import { configFromEnv } from './config'
import { DatabaseUnreachable, openConfiguredDb, seedIfEmpty } from './db/open'
import { serveMetrics } from './http/metricsEndpoint'
import { demoBanner, demoSecretsIn, productionRefusals } from './mode'
import { scheduleCleanUp } from './services/housekeeping'

const SOURCES = ['src', 'public', 'config', 'translations']

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

function buildSpaIfStale(root: string, distDir: string): void {
  const index = path.join(distDir, 'index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const sources = Math.max(...SOURCES.map((d) => newestMtime(path.join(root, d))))
  if (built && built >= sources) return
  console.log(built ? 'SPA sources changed: rebuilding dist/' : 'no SPA build yet: building dist/')
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) throw new Error('webpack build failed')
}

async function main(): Promise<void> {
  const root = process.cwd()
  const config = configFromEnv()
  const refusals = productionRefusals(config, process.env)
  if (refusals.length) refuse(refusals)
  if (process.env.SKIP_BUILD !== '1') buildSpaIfStale(root, config.distDir)
  const db = await openConfiguredDb(config)
  if (config.production) {
    // A real shop brings its own catalogue and customers: the demo's (accounts with published passwords) never.
    const [products] = await db.query<{ n: number }>('select count(*)::int as n from products')
    if (!products?.n) refuse(['the database has no catalogue, and production mode does not seed the demo shop'])
    const demoAccounts = await demoSecretsIn(db)
    if (demoAccounts.length) refuse([`demo accounts with their published passwords are in the database: ${demoAccounts.join(', ')}`])
  } else await seedIfEmpty(db, config, (m) => console.log(m))
  const shop = createShop(config, db)
  await shop.settings.init({
    maintenance_mode: config.maintenanceMode ?? undefined,
    theme: config.theme ?? undefined,
    capabilities_off: config.capabilitiesOff ?? undefined,
  })
  const app = await buildApp(shop)
  const stopCleanUp = scheduleCleanUp(db, (e) => app.log.error(e))
  await app.listen({ port: config.port, host: config.host })
  const metricsServer = config.metrics.port ? await serveMetrics(shop.metrics.registry, config.metrics.port, config.metrics.host) : null
  if (!config.production) console.log(demoBanner(config))
  console.log(`Shop ready: http://localhost:${config.port}/`)

  let closing = false
  const shutdown = async (signal: string, graceMs: number) => {
    if (closing) return
    closing = true
    const started = Date.now()
    // Not ready at once; still serving through the grace period, so the load balancer moves traffic away first.
    shop.health.draining = true
    app.log.info({ signal, graceMs }, 'draining: readiness answers 503, requests are still served')
    stopCleanUp()
    await new Promise((resolve) => setTimeout(resolve, graceMs))
    const stuck = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdown.timeoutMs }, 'drain timed out: exiting with requests or a mail send unfinished')
      process.exit(1)
    }, config.shutdown.timeoutMs)
    stuck.unref()
    // Stops accepting connections, lets requests in flight finish, then (onClose) the mail worker's send under way.
    await app.close()
    metricsServer?.close()
    await db.close()
    app.log.info({ drainMs: Date.now() - started }, 'drained: exiting')
    process.exit(0)
  }
  // SIGTERM is an orchestrator's: drain with the grace period. SIGINT is someone at the terminal: no grace.
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdown.graceMs))
  process.on('SIGINT', () => void shutdown('SIGINT', 0))
}

function refuse(reasons: string[]): never {
  console.error(`SHOP_MODE=production refuses to start:\n${reasons.map((r) => `  - ${r}`).join('\n')}\n(README: Production)`)
  process.exit(1)
}

main().catch((error) => {
  // A database that cannot be reached is the shop's setting, not a defect: its one line, without a stack.
  console.error(error instanceof DatabaseUnreachable ? error.message : error)
  process.exit(1)
})
