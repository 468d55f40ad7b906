// Lighthouse (mobile, simulated throttling) on the home, a category and a product page of a running shop, in
// Debian's Chromium; prints performance, accessibility and CLS per page (the DESIGN §12 budgets):
//   npm run lighthouse [-- http://localhost:3000]
import { execFileSync } from 'node:child_process'

const base = process.argv[2] ?? 'http://localhost:3000'
const pages = { home: '/en', category: '/en/10-clothing', product: '/en/1-organic-cotton-crew-neck-t-shirt-white.html' }
const flags = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>
  audits: Record<string, { numericValue?: number }>
}

let failed = false
for (const [name, path] of Object.entries(pages)) {
  const json = execFileSync(
    'npx',
    ['lighthouse', `${base}${path}`, '--quiet', '--output=json', '--only-categories=performance,accessibility', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  ).toString()
  const report = JSON.parse(json) as Report
  const performance = Math.round(report.categories.performance.score * 100)
  const accessibility = Math.round(report.categories.accessibility.score * 100)
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN
  const lcp = (report.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000
  console.log(`${name.padEnd(9)} performance ${performance}  accessibility ${accessibility}  CLS ${cls.toFixed(3)}  LCP ${lcp.toFixed(2)} s`)
  if (performance < 95 || accessibility < 100 || cls > 0) failed = true
}
if (failed) {
  console.error('Below the DESIGN §12 budget (performance ≥ 95, accessibility 100, CLS 0).')
  process.exitCode = 1
}
