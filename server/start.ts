// `npm start`: builds the SPA when its build is missing or older than its sources, opens (and on first start
// seeds) the database, and serves the API, the shop and its images on one port until SIGINT/SIGTERM.
import './productionMode'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp, createShop } from './app'
import { configFromEnv } from './config'
import { openConfiguredDb, seedIfEmpty } from './db/open'
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
  if (config.production && config.company.demo) {
    console.warn('COMPANY_NAME is not set: the legal notice and the accessibility statement show the demo shop’s sample company (README: EU compliance)')
  }
  if (process.env.SKIP_BUILD !== '1') buildSpaIfStale(root, config.distDir)
  const db = await openConfiguredDb(config)
  await seedIfEmpty(db, config, (m) => console.log(m))
  const shop = createShop(config, db)
  await shop.settings.init({ maintenance_mode: config.maintenanceMode ?? undefined, theme: config.theme ?? undefined })
  const app = await buildApp(shop)
  const stopCleanUp = scheduleCleanUp(db, (e) => app.log.error(e))
  await app.listen({ port: config.port, host: config.host })
  console.log(`Shop ready: http://localhost:${config.port}/`)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: shutting down`)
    stopCleanUp()
    await app.close()
    await db.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
