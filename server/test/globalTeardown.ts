// After the server tests: the fixture's rows written for this run (globalSetup) go, and its writer if it still runs
// (a run of files that all failed before needing it).
import fs from 'node:fs'
import { failedFile, FIXTURE_SNAPSHOT_ENV } from './runSettings'

export default function globalTeardown(): void {
  const writer = globalThis.shopFixtureWriter
  // Stopped here, it must not report itself failed (globalSetup's exit handler) after its files are gone.
  writer?.removeAllListeners('exit')
  writer?.kill()
  const file = process.env[FIXTURE_SNAPSHOT_ENV]
  if (file) for (const name of [file, failedFile(file)]) fs.rmSync(name, { force: true })
}
