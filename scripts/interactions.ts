// Interaction latency on a phone, as Google's INP counts it (scripts/lib/interactionLatency.ts): the shopper's most
// frequent interactions in Debian's Chromium at 390 px with the CPU slowed down 4×, each run in a new browser context
// (nothing cached) on a settled page. Prints the median and the spread of the runs, where the median run's latency
// went (input delay / handlers / rendering until the next paint) and when the result showed, against the
// architecture §12 budget (≤ 200 ms), and fails above it.
//   npm run interactions [-- http://localhost:3000 [--runs 5] [--only 'open a category,sort'] [--slowdown 4] [--limit 200]
//                            [--trace DIR] [--react]]
// --trace writes a Chromium performance trace of each measured interaction (from the input to its result on screen:
// tasks, style, layout, paint and JavaScript samples) into DIR, for Chromium's DevTools (Performance panel → Load).
// --react (against a build made with `REACT_PROFILING=1 npm run build`) prints, for each interaction, React's commits
// between the input and the result and the components that rendered in them, by their own render time.
// The journeys check a short version (e2e/phoneBudget.spec.ts: one interaction, three runs, twice the budget), so
// that a regression that large cannot land unnoticed on a machine that is not quiet.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumLaunch } from './lib/chromium'
import { baseUrl, option } from './lib/cliArgs'
import { INTERACTIONS, measureInteraction } from './lib/interactionLatency'
import { median, medianBy } from './lib/median'

const runs = Number(option('runs', '5'))
const slowdown = Number(option('slowdown', '4'))
const limit = Number(option('limit', '200'))
const only = option('only', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const traceDir = option('trace', '')
const reactCommits = process.argv.includes('--react')

async function main(): Promise<void> {
  if (traceDir) mkdirSync(traceDir, { recursive: true })
  const browser = await chromium.launch(chromiumLaunch)
  let failed = false
  console.log(`Interaction latency (Event Timing), 390 px, CPU ${slowdown}× slower, median of ${runs} runs, ${baseUrl}`)
  console.log('interaction        INP median (range)      delay / handlers / paint   result visible after')
  try {
    for (const name of INTERACTIONS) {
      if (only.length && !only.includes(name)) continue
      const results = []
      for (let run = 0; run < runs; run++) {
        const traceFile = traceDir ? join(traceDir, `${name.replaceAll(' ', '-')}-${run + 1}.json`) : undefined
        results.push(await measureInteraction(browser, baseUrl, name, { slowdown, traceFile, reactCommits }))
      }
      const inps = results.map((r) => r.inp)
      const inp = median(inps)
      const visible = median(results.map((r) => r.visibleMs))
      // The parts of the median run: where its latency went.
      const parts = medianBy(results, (r) => r.inp).parts.map((ms) => String(Math.round(ms)).padStart(4))
      console.log(
        `${name.padEnd(18)} ${String(Math.round(inp)).padStart(4)} ms (${Math.round(Math.min(...inps))}–${Math.round(Math.max(...inps))})`.padEnd(43) +
          `${parts.join(' / ')} ms`.padEnd(27) +
          `${visible} ms`,
      )
      if (inp > limit) failed = true
    }
  } finally {
    await browser.close()
  }
  if (failed) {
    console.error(`An interaction's median is above ${limit} ms.`)
    process.exitCode = 1
  }
}

void main()
