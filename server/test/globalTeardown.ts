// After the server tests: the fixture's rows written for this run (globalSetup) go, and its writer if it still runs
// (a run of files that all failed before needing it).
import fs from 'node:fs'
import { failedFile, FIXTURE_SNAPSHOT_ENV } from './runSettings'

export default function globalTeardown(): void {
  globalThis.shopFixtureWriter?.kill()
  const file = process.env[FIXTURE_SNAPSHOT_ENV]
  if (file) for (const name of [file, failedFile(file)]) fs.rmSync(name, { force: true })
}
