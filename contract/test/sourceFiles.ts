// The project's own source files, for the tests that look for a second copy of a rule of contract/: every .ts and
// .tsx file under the given root folders but tests, test helpers and mocked answers (which play a back end).
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.join(__dirname, '..', '..')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test' || entry.name === 'mocks' ? [] : sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Paths relative to the repository, with their text. */
export const sourceFiles = (folders: string[]): { file: string; text: string }[] =>
  folders.flatMap((folder) => sources(path.join(ROOT, folder))).map((full) => ({ file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8') }))
