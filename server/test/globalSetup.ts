// Before the server tests: the migrated PGlite database they start from, and the fixture's rows every file's resetDb
// restores (pgliteTemplate.ts, fixtureSnapshot.ts — written through tsx, see runSettings.ts). On PostgreSQL
// (DATABASE_URL) each file migrates a schema of its own instead, and restores the same rows.
//
// Written beside the first test files, not before them: the 4–8 s this takes (seeding; on a fresh machine also the
// template's initdb) used one core while the other waited. The web and logic files need neither, and a server file
// waits in startTestApp until the rows are there (fixtureReady in runSettings.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { failedFile, FIXTURE_SNAPSHOT_ENV } from './runSettings'

declare global {
  // Read by globalTeardown (jest runs both in its own process).
  var shopFixtureWriter: ChildProcess | undefined
}

export default function globalSetup(): void {
  const file = path.join(os.tmpdir(), `shop-test-fixture-${process.pid}.json`)
  const writer = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtureSnapshot.ts'), file], { stdio: 'inherit' })
  // A writer that dies without writing (a crash, a signal) says so, or the files waiting for it would wait in vain.
  writer.on('exit', (code, signal) => {
    if (code !== 0 && !fs.existsSync(file)) fs.writeFileSync(failedFile(file), `the fixture's writer ended with ${signal ?? `exit code ${code}`}`)
  })
  globalThis.shopFixtureWriter = writer
  // Jest starts its workers after this: they inherit the variable (globalTeardown removes the files).
  process.env[FIXTURE_SNAPSHOT_ENV] = file
}
