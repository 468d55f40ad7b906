// Lighthouse (mobile, simulated throttling) in Debian's Chromium on a running shop: home, a category, a product and
// a content page in English and German, five runs each, medians printed against the architecture §12 budgets. It also
// audits a static HTML page with the product's heading, picture and text, served by the same server (written into
// its dist directory for the run), and prints the product page's LCP as a ratio of that page's (budget ≤ 1.3).
// With `--country IT` the pages are asked for as a CDN in front of the shop asks (it names the visitor's country).
//   npm run lighthouse [-- http://localhost:3000 [--runs 5] [--dist dist] [--only 'product en,home de'] [--country IT]]
import fs from 'node:fs'
import path from 'node:path'
import { baseUrl, option } from './lib/cliArgs'
import { auditPage, type LighthouseRun as Run } from './lib/lighthouseAudit'
import { MEASURED_PAGES, selectedPages } from './lib/measuredPages'
import { median } from './lib/median'

const base = baseUrl
const runs = Number(option('runs', '5'))
const distDir = path.resolve(option('dist', 'dist'))
const country = option('country', '')
const STATIC_PAGE = '/lighthouse-static-product.html'

// The product page always runs: the LCP ratio is measured against it.
const pages = { ...selectedPages(option('only', '')), 'product en': MEASURED_PAGES['product en']! }

const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`

async function medianRun(url: string): Promise<Run & { performanceRange: string; tbtRange: string; benchmarkRange: string }> {
  const all: Run[] = []
  // One after another: two audits side by side would slow each other down.
  for (let run = 0; run < runs; run++) all.push(await auditPage(url, { country }))
  const pick = (key: keyof Run) => median(all.map((run) => run[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    cls: pick('cls'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    benchmark: pick('benchmark'),
    performanceRange: range(all.map((run) => run.performance)),
    tbtRange: range(all.map((run) => run.tbt)),
    benchmarkRange: range(all.map((run) => run.benchmark)),
  }
}

/** The product page's heading, first picture and description as a plain HTML page (no script, inline style). */
async function writeStaticProductPage(productPath: string): Promise<void> {
  const html = await (await fetch(`${base}${productPath}`, { headers: { accept: 'text/html' } })).text()
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''
  const preload = /<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="([^"]+)"/.exec(html)
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const src = preload?.[1]?.split(',').pop()?.trim().split(' ')[0] ?? ''
  fs.writeFileSync(
    path.join(distDir, STATIC_PAGE.slice(1)),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${heading}</title><style>body{font-family:system-ui,sans-serif;margin:0 16px}img{width:100%;height:auto}</style></head>` +
      `<body><main><h1>${heading}</h1><img src="${src}" srcset="${preload?.[1] ?? ''}" sizes="${preload?.[2] ?? ''}" width="800" height="1000" alt="" fetchpriority="high"><p>${description}</p></main></body></html>`,
  )
}

async function main(): Promise<void> {
  let failed = false
  console.log(`Lighthouse mobile, median of ${runs} runs, ${base}${country ? `, as a CDN asks for a visitor in ${country}` : ''}`)
  console.log('page          performance (range)  accessibility  CLS    LCP     TBT (range)         machine (benchmark index)')
  const results: Record<string, Run> = {}
  for (const [name, pagePath] of Object.entries(pages)) {
    const r = await medianRun(`${base}${pagePath}`)
    results[name] = r
    console.log(
      `${name.padEnd(13)} ${String(r.performance).padStart(3)} (${r.performanceRange.padEnd(7)})        ${r.accessibility}            ${r.cls.toFixed(3)}  ${(r.lcp / 1000).toFixed(2)} s  ${`${Math.round(r.tbt)} ms (${r.tbtRange})`.padEnd(19)} ${r.benchmarkRange}`,
    )
    if (r.performance < 95 || r.accessibility < 100 || r.cls > 0 || r.tbt > 200) failed = true
  }
  await writeStaticProductPage(pages['product en']!)
  try {
    const staticRun = await medianRun(`${base}${STATIC_PAGE}`)
    const ratio = results['product en']!.lcp / staticRun.lcp
    console.log(`static product page LCP ${(staticRun.lcp / 1000).toFixed(2)} s; product page / static = ${ratio.toFixed(2)} (budget ≤ 1.3)`)
    if (ratio > 1.3) failed = true
  } finally {
    fs.rmSync(path.join(distDir, STATIC_PAGE.slice(1)), { force: true })
  }
  if (failed) {
    console.error('Outside the architecture §12 budget (performance ≥ 95, accessibility 100, CLS 0, TBT ≤ 200 ms, LCP ratio ≤ 1.3).')
    process.exitCode = 1
  }
}

void main()
