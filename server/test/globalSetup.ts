// Before the server tests: the migrated PGlite database they start from, and the fixture's rows every file's resetDb
// restores (pgliteTemplate.ts, fixtureSnapshot.ts — written through tsx, see runSettings.ts). On PostgreSQL
// (DATABASE_URL) each file migrates a schema of its own instead, and restores the same rows.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { FIXTURE_SNAPSHOT_ENV } from './runSettings'

export default function globalSetup(): void {
  const file = path.join(os.tmpdir(), `shop-test-fixture-${process.pid}.json`)
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtureSnapshot.ts'), file], { stdio: 'inherit' })
  // Jest starts its workers after this: they inherit the variable (globalTeardown removes the file).
  process.env[FIXTURE_SNAPSHOT_ENV] = file
}
