// The shop's icon as the data URL every page carries inline (public/index.html says why), read from
// public/favicon.svg — its one home, which the app manifests' icons name too. Filled into the page template by the
// build (webpack.config.ts) and by the server tests' build directory (server/test/harness.ts).
import fs from 'node:fs'
import path from 'node:path'

export function pageIconDataUrl(): string {
  const svg = fs.readFileSync(path.join(__dirname, '../public/favicon.svg'), 'utf8').trim()
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
