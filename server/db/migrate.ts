// Applies server/db/migrations/NNN_name.sql and the code migrations (codeMigrations.ts) in version order, once each,
// recorded in schema_migrations. Several API processes may start together on one PostgreSQL: an advisory lock lets
// one migrate while the others wait.
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from './client'
import { CODE_MIGRATIONS } from './codeMigrations'

const MIGRATIONS_DIR = path.join(__dirname, 'migrations')
const LOCK_ID = 727_001

export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), file: path.join(dir, name) }))
}

/** The version the schema is at once every migration this code knows has run (readiness compares it). */
export function latestMigration(): string {
  return [...migrationFiles().map((m) => m.version), ...CODE_MIGRATIONS.map((m) => m.version)].sort().at(-1)!
}

/** Extensions the search uses when the engine has them; a server without them still works (slower search). */
async function ensureExtensions(db: Db): Promise<void> {
  for (const name of ['pg_trgm']) {
    try {
      await db.exec(`create extension if not exists ${name} with schema public`)
    } catch {
      // Not installed or not allowed on this server: the migrations test pg_extension before using it.
    }
  }
}

export async function migrate(db: Db): Promise<string[]> {
  await ensureExtensions(db)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID])
    await tx.query('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())')
    const done = new Set((await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version))
    const applied: string[] = []
    const steps = [
      ...migrationFiles().map(({ version, file }) => ({ version, run: () => tx.exec(fs.readFileSync(file, 'utf8')) })),
      ...CODE_MIGRATIONS.map(({ version, run }) => ({ version, run: () => run(tx) })),
    ].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
    for (const { version, run } of steps) {
      if (done.has(version)) continue
      await run()
      await tx.query('insert into schema_migrations (version) values ($1)', [version])
      applied.push(version)
    }
    return applied
  })
}
