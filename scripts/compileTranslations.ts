// Compiles translations/<lang>.json (source messages with descriptions) into translations/compiled/<lang>.json
// (pre-parsed ASTs), so the browser never ships or runs the ICU message parser.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const dir = path.resolve(__dirname, '../translations')
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  execFileSync('npx', ['formatjs', 'compile', path.join(dir, file), '--ast', '--out-file', path.join(dir, 'compiled', file)], {
    stdio: 'inherit',
  })
}
