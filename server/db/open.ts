// Opens the configured database and brings its schema up to date; seeds the demo shop on first start.
import path from 'node:path'
import type { ServerConfig } from '../config'
import { openDb, type Db } from './client'
import { migrate } from './migrate'
import { demoData } from './seed/demo'
import { seedDatabase } from './seed/seed'

export async function openConfiguredDb(config: ServerConfig): Promise<Db> {
  try {
    const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg'), schema: config.dbSchema })
    await migrate(db)
    return db
  } catch (error) {
    throw config.databaseUrl && isUnreachable(error) ? new DatabaseUnreachable(config.databaseUrl, error) : error
  }
}

/** What a server answers, or a socket reports, when the database of DATABASE_URL cannot be used at all. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
  '28P01', // wrong password
  '28000', // no such role, or not allowed to connect
  '3D000', // no such database
  '57P03', // the server is starting or shutting down
])

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && UNREACHABLE.has(code)
}

/**
 * The database of DATABASE_URL cannot be opened: says so in one line that names the setting and where it points
 * (its password left out), instead of a driver's stack trace that names neither.
 */
export class DatabaseUnreachable extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    super(
      `cannot open the database of DATABASE_URL (${withoutPassword(databaseUrl)}): ${(cause as Error).message}. ` +
        'Is PostgreSQL running there, and are the host, port, user, password and database name right? (README: Production)',
      { cause },
    )
    this.name = 'DatabaseUnreachable'
  }
}

function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return '(not a URL)'
  }
}

/** Held while one process checks for and seeds the demo shop (migrate.ts holds 727_001). */
const SEED_LOCK = 727_002

/**
 * Seeds the demo data when the database has no catalogue yet (a first start); later starts keep everything.
 * Several processes starting together on an empty database seed it once: one holds the lock and seeds, the others
 * wait for it and then find the catalogue there.
 */
export async function seedIfEmpty(db: Db, config: ServerConfig, log: (message: string) => void): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    const [row] = await tx.query<{ n: number }>('select count(*) as n from products')
    if ((row?.n ?? 0) > 0) return false
    log('empty database: seeding the demo shop')
    await seedDatabase(db, await demoData(), { imageDir: config.imageDir, log })
    return true
  })
}
