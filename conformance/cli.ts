// `npm run conformance -- <base-url> [--customer email:password]`: checks that a back end speaks the storefront's
// contract (docs/api.md), one line per check, a summary, and exit status 1 when a check failed (2 for bad usage).
import { runConformance } from './run'

const USAGE =
  'usage: npm run conformance -- <base-url> [--customer email:password]\n  <base-url>: the shop (its API at /api, e.g. http://127.0.0.1:3000) or the API itself (https://shop.example/api)'

function parse(args: string[]) {
  let baseUrl: string | undefined
  let customer: { email: string; password: string } | null = null
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--customer') {
      const value = args[++i] ?? ''
      const at = value.indexOf(':')
      if (at <= 0) return null
      customer = { email: value.slice(0, at), password: value.slice(at + 1) }
    } else if (arg === '--help' || arg === '-h') return null
    else if (!baseUrl && /^https?:\/\//.test(arg)) baseUrl = arg
    else return null
  }
  return baseUrl ? { baseUrl, customer } : null
}

async function main() {
  const options = parse(process.argv.slice(2))
  if (!options) {
    console.error(USAGE)
    process.exit(2)
  }
  const started = Date.now()
  console.log(`Conformance of ${options.baseUrl} to the storefront's contract (docs/api.md)${options.customer ? `, as ${options.customer.email}` : ''}\n`)
  const report = await runConformance({ ...options, print: (line) => console.log(line) })
  console.log(`\n${report.summary()} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (report.failed.length) {
    console.log('\nFailed:')
    for (const r of report.failed) console.log(`  ${r.call}: ${r.detail}`)
  }
  process.exit(report.failed.length ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
