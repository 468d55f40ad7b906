// The reference API as the scripts drive it: a database prepared beforehand (migrated, the demo seeded, any
// adjustment made), then `server/start.ts` in a child process per API process, so that the load or fault driver
// does not share the server's event loop — and can kill it.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { openDb, type Db } from '../../server/db/client'
import { migrate } from '../../server/db/migrate'
import { demoData } from '../../server/db/seed/demo'
import { seedDatabase } from '../../server/db/seed/seed'

const ROOT = path.join(__dirname, '..', '..')

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Where the shop's data lives: a PGlite directory, or a schema on a PostgreSQL server. */
export interface ShopDatabase {
  dataDir: string
  databaseUrl: string | null
  schema: string | null
}

export function newDatabase(databaseUrl: string | null, label: string): ShopDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`))
  return { dataDir, databaseUrl, schema: databaseUrl ? `${label}_${Date.now().toString(36)}` : null }
}

export function openShopDb(database: ShopDatabase): Promise<Db> {
  return openDb({ databaseUrl: database.databaseUrl, dataDir: path.join(database.dataDir, 'pg'), schema: database.schema })
}

/** Migrates and seeds the demo shop (without pictures: they are not what the scripts measure), then `adjust`. */
export async function prepareDatabase(database: ShopDatabase, options: { products?: number; adjust?: (db: Db) => Promise<void> } = {}): Promise<void> {
  const db = await openShopDb(database)
  try {
    await migrate(db)
    await seedDatabase(db, await demoData(), { products: options.products, imageDir: null })
    await options.adjust?.(db)
  } finally {
    await db.close()
  }
}

export async function dropDatabase(database: ShopDatabase): Promise<void> {
  if (database.schema) {
    const db = await openShopDb(database)
    await db.query(`drop schema "${database.schema}" cascade`)
    await db.close()
  }
  fs.rmSync(database.dataDir, { recursive: true, force: true })
}

export interface ShopProcess {
  url: string
  child: ChildProcess
  /** SIGTERM, and wait until it is gone. */
  stop(): Promise<void>
  /** SIGKILL: the process dies wherever it is. */
  kill(): Promise<void>
}

export async function startShop(database: ShopDatabase, env: Record<string, string> = {}): Promise<ShopProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DB_SCHEMA: database.schema! } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      NODE_ENV: 'production',
      // No load balancer to wait for: stop() drains without the grace period.
      SHUTDOWN_GRACE_SECONDS: '0',
      // The load comes from one address standing for many shoppers: no per-address fair-use limit.
      FAIR_USE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Shop ready')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM')
      await gone
    },
    kill: async () => {
      child.kill('SIGKILL')
      await gone
    },
  }
}
