// Compiles translations/<lang>.json (source messages with descriptions) into translations/compiled/<lang>.json
// (pre-parsed ASTs), so the browser never ships or runs the ICU message parser. A shop language that lacks an
// id gets the English AST for it: the app ships without the parser, so a missing id would otherwise show raw
// ICU text. (translations.test.ts fails while any id is missing, so this never hides a gap from CI.)
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const dir = path.resolve(__dirname, '../translations')
const compiledPath = (file: string) => path.join(dir, 'compiled', file)
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))

for (const file of files) {
  execFileSync('npx', ['formatjs', 'compile', path.join(dir, file), '--ast', '--out-file', compiledPath(file)], { stdio: 'inherit' })
}

const english = JSON.parse(readFileSync(compiledPath('en.json'), 'utf8')) as Record<string, unknown>
for (const file of files.filter((f) => !['en.json', 'pl.json'].includes(f))) {
  const compiled = JSON.parse(readFileSync(compiledPath(file), 'utf8')) as Record<string, unknown>
  const missing = Object.keys(english).filter((id) => !(id in compiled))
  if (missing.length === 0) continue
  console.warn(`${file}: ${missing.length} ids not translated yet, English used: ${missing.join(', ')}`)
  const filled = Object.fromEntries(
    Object.keys(english)
      .sort()
      .map((id) => [id, compiled[id] ?? english[id]]),
  )
  writeFileSync(compiledPath(file), `${JSON.stringify(filled, null, 2)}\n`)
}
