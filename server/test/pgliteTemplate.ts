// The migrated PGlite database every server test file starts from. Initialising a PGlite cluster takes ~2 s per
// file; loading a dump of one already migrated (without the template databases) takes 0.3–0.6 s. jest's globalSetup
// writes the dump once (named by the migrations, PGlite's version and the template's settings, so a changed migration
// makes a new one); each file's harness loads it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dumpPgliteDataDir, openDb } from '../db/client'
import { migrate } from '../db/migrate'

const MIGRATIONS = path.join(__dirname, '../db/migrations')
// Its package.json is not among its exports: read from node_modules.
const PGLITE_PACKAGE = path.join(__dirname, '../../node_modules/@electric-sql/pglite/package.json')
const TEMPLATE_WAL_SEGMENT_MB = 1

function templatePath(): string {
  const hash = crypto.createHash('sha256')
  hash.update((JSON.parse(fs.readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string }).version)
  hash.update(`wal-segment-${TEMPLATE_WAL_SEGMENT_MB}MB, no template databases`)
  for (const file of fs.readdirSync(MIGRATIONS).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS, file)))
  return path.join(os.tmpdir(), `shop-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`)
}

/**
 * The dump to start from, or undefined when there is none (the harness then initialises a cluster itself). Backed by
 * the file, which PGlite reads once: reading its 40 MB into a Blob first cost each test file half a second.
 */
export async function migratedTemplate(): Promise<Blob | undefined> {
  const file = templatePath()
  return fs.existsSync(file) ? fs.openAsBlob(file) : undefined
}

export async function writeMigratedTemplate(): Promise<void> {
  const file = templatePath()
  if (fs.existsSync(file)) return
  const db = await openDb({ databaseUrl: null, dataDir: null, walSegmentMb: TEMPLATE_WAL_SEGMENT_MB })
  await migrate(db)
  // The tests use the one database PGlite opens: template0 and template1 (only CREATE DATABASE reads them) were
  // half of the dump every file unpacks — 33 MB against 17, ~0.3 s of each file's start.
  for (const name of ['template0', 'template1']) {
    await db.exec(`alter database ${name} is_template false`)
    await db.exec(`drop database ${name}`)
  }
  const dump = Buffer.from(await (await dumpPgliteDataDir(db)).arrayBuffer())
  await db.close()
  // Written aside and renamed: a test run started meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`
  fs.writeFileSync(partial, dump)
  fs.renameSync(partial, file)
}
