// After the server tests: the fixture's rows written for this run (globalSetup) go.
import fs from 'node:fs'
import { FIXTURE_SNAPSHOT_ENV } from './runSettings'

export default function globalTeardown(): void {
  const file = process.env[FIXTURE_SNAPSHOT_ENV]
  if (file) fs.rmSync(file, { force: true })
}
