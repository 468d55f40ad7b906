// Prints the initial JS and CSS that /en downloads (the files index.html references), gzip-compressed, and fails
// above the budget of architecture §12. Run after `npm run build`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const BUDGET_BYTES = 200 * 1024
const dist = path.resolve(__dirname, '../dist')
const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="stylesheet"[^>]*\shref)="([^"]+)"/g)]
  .map((m) => m[1] ?? '')
  .filter((src) => src.startsWith('/') && (src.endsWith('.js') || src.endsWith('.css')))

let total = 0
for (const file of files) {
  const gz = zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  total += gz
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`)
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  initial JS+CSS for /en (gzip), budget ${BUDGET_BYTES / 1024} KB`)
if (total > BUDGET_BYTES) {
  console.error('Over budget.')
  process.exit(1)
}
