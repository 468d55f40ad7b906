// Opens the configured database and brings its schema up to date; seeds the demo shop on first start.
import path from 'node:path'
import type { ServerConfig } from '../config'
import { openDb, type Db } from './client'
import { migrate } from './migrate'
import { demoData } from './seed/demo'
import { seedDatabase } from './seed/seed'

export async function openConfiguredDb(config: ServerConfig): Promise<Db> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg'), schema: config.dbSchema })
  await migrate(db)
  return db
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
