// The fixture's rows, taken once and restored before each test that asks for them (harness resetDb): far faster
// than seeding again. Jest's globalSetup seeds once per run (through this file, run by tsx) and writes them to a
// file every test file's first resetDb loads (seeding cost each file a second).
import fs from 'node:fs'
import { openDb, type Db } from '../db/client'
import { migrate } from '../db/migrate'
import { seedDatabase } from '../db/seed/seed'
import { fixture } from './fixture'
import { migratedTemplate, writeMigratedTemplate } from './pgliteTemplate'
import { FIXTURE_SNAPSHOT_ENV } from './runSettings'

export interface Snapshot {
  allTables: string[]
  tables: { name: string; rows: string }[]
  sequences: { name: string; value: number; called: boolean }[]
}

export async function takeSnapshot(db: Db): Promise<Snapshot> {
  // pg_class oids follow creation order, which the migrations made parents-first.
  const tables = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname not in ('schema_migrations', 'settings') order by c.oid`,
  )
  const snapshot: Snapshot = { allTables: tables.map((t) => t.name), tables: [], sequences: [] }
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from "${name}" t`)
    if (row!.rows !== '[]') snapshot.tables.push({ name, rows: row!.rows })
  }
  const sequences = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'S'`,
  )
  for (const { name } of sequences) {
    const [seq] = await db.query<{ value: number; called: boolean }>(`select last_value as value, is_called as called from "${name}"`)
    snapshot.sequences.push({ name, ...seq! })
  }
  return snapshot
}

export async function restoreSnapshot(db: Db, snapshot: Snapshot): Promise<void> {
  const script = restoreScript(snapshot)
  await db.transaction((tx) => tx.exec(script))
}

const scripts = new WeakMap<Snapshot, string>()

/**
 * The whole restore as one script, sent at once: a statement each (a round trip into PGlite or to the server each)
 * was most of a reset's time. DELETE, children first: far cheaper than TRUNCATE for tables this small.
 */
function restoreScript(snapshot: Snapshot): string {
  let script = scripts.get(snapshot)
  if (script) return script
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`
  script = [
    ...[...snapshot.allTables].reverse().map((name) => `delete from "${name}";`),
    ...snapshot.tables.map(
      (table) => `insert into "${table.name}" select * from json_populate_recordset(null::"${table.name}", ${literal(table.rows)}::json);`,
    ),
    ...snapshot.sequences.map((seq) => `select setval(${literal(seq.name)}, ${Number(seq.value)}, ${seq.called ? 'true' : 'false'});`),
  ].join('\n')
  scripts.set(snapshot, script)
  return script
}

export function readSnapshot(): Snapshot | undefined {
  const file = process.env[FIXTURE_SNAPSHOT_ENV]
  return file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot) : undefined
}

/**
 * The fixture seeded once into a fresh database and its rows written to `file`: every file's first resetDb loads
 * them. Once per run, never kept for the next: the seed's dates are relative to now (orders of last week).
 */
export async function writeFixtureSnapshot(file: string): Promise<void> {
  const db = await openDb({ databaseUrl: null, dataDir: null, loadDataDir: await migratedTemplate() })
  await migrate(db)
  await seedDatabase(db, fixture, { imageDir: null })
  const snapshot = await takeSnapshot(db)
  await db.close()
  const partial = `${file}.${process.pid}.partial`
  fs.writeFileSync(partial, JSON.stringify(snapshot))
  fs.renameSync(partial, file)
}

// Run by jest's globalSetup as `tsx fixtureSnapshot.ts <file>`: tsx resolves the path aliases the server's modules
// use (@contract/…), which the loader of jest's globalSetup does not. The migrated template first (pgliteTemplate).
if (require.main === module) {
  writeMigratedTemplate()
    .then(() => writeFixtureSnapshot(process.argv[2]!))
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
