// What jest's globalSetup tells the test files (through the environment), and how a file waits for it. Imports only
// Node: globalSetup's loader cannot resolve the tree's path aliases, so it reaches the rest of the tree only through
// tsx (fixtureSnapshot.ts).
import fs from 'node:fs'
import path from 'node:path'

/** Names the file of the fixture's rows written for this run (fixtureSnapshot.ts); outside jest there is none and
 * the harness seeds. */
export const FIXTURE_SNAPSHOT_ENV = 'SHOP_TEST_FIXTURE_SNAPSHOT'

/** Written instead of the rows when their writer failed. */
export const failedFile = (file: string) => `${file}.failed`

/**
 * Resolves once this run's fixture rows are written (and with them the migrated template, written first), rejects
 * if their writer failed. Watches the directory for the renamed file rather than asking on a timer.
 */
export function fixtureReady(): Promise<void> {
  const file = process.env[FIXTURE_SNAPSHOT_ENV]
  if (!file || fs.existsSync(file)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const watcher = fs.watch(path.dirname(file))
    const check = () => {
      if (fs.existsSync(file)) resolve()
      else if (fs.existsSync(failedFile(file))) reject(new Error(fs.readFileSync(failedFile(file), 'utf8')))
      else return
      watcher.close()
    }
    watcher.on('change', (_event, name) => {
      if (name === path.basename(file) || name === path.basename(failedFile(file))) check()
    })
    check()
  })
}
