// Where a page's load blocks the main thread on a phone: each measured page (scripts/lib/measuredPages.ts) is opened
// in Debian's Chromium at 390 px with the CPU slowed down 4×, in a new browser context per run, until the app has
// settled (hydrated, the shopper's state in) and a second more has passed. Prints, per page, the blocking time of
// each run (what every task over 50 ms adds beyond 50 ms after the first contentful paint — Lighthouse's TBT, here
// measured instead of simulated) and, for the median run, every long task: when it started, how long it took, what
// ran in it (style and layout, a script's evaluation, a timer, a React commit) and the functions that took its time.
// Against `REACT_PROFILING=1 npm run build` (functions' names kept, modules named by their path) each task also
// names the modules evaluated in it: which start-up stage, library or page costs what.
// With `--country IT` the pages are asked for as a CDN in front of the shop asks (it names the visitor's country).
//   npm run load-tasks [-- http://localhost:3000 [--runs 5] [--only 'product en,home de'] [--slowdown 4] [--top 6] [--country IT]]
import { chromium } from 'playwright-core'
import { chromiumLaunch } from './lib/chromium'
import { baseUrl, option } from './lib/cliArgs'
import { loadOnce, type LoadRun } from './lib/loadBlocking'
import { selectedPages } from './lib/measuredPages'
import { median, medianBy } from './lib/median'

const runs = Number(option('runs', '5'))
const slowdown = Number(option('slowdown', '4'))
const top = Number(option('top', '6'))
const country = option('country', '')

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunch)
  console.log(
    `Long tasks of a page load, 390 px, CPU ${slowdown}× slower, ${runs} runs per page, ${baseUrl}${country ? `, as a CDN asks for a visitor in ${country}` : ''}`,
  )
  try {
    for (const [name, pagePath] of Object.entries(selectedPages(option('only', '')))) {
      const results: LoadRun[] = []
      for (let run = 0; run < runs; run++) results.push(await loadOnce(browser, `${baseUrl}${pagePath}`, { slowdown, top, country }))
      const blocking = results.map((r) => r.blockingMs)
      const medianRun = medianBy(results, (r) => r.blockingMs)
      console.log(`\n${name} (${pagePath}): blocking after FCP ${median(blocking)} ms median (${blocking.join(', ')}); the median run's long tasks:`)
      for (const task of medianRun.tasks) {
        console.log(`  at ${String(task.startMs).padStart(5)} ms  ${String(task.durationMs).padStart(4)} ms  ${task.parts}`)
        if (task.modules) console.log(`      modules: ${task.modules}`)
        console.log(`      functions: ${task.functions}`)
      }
    }
  } finally {
    await browser.close()
  }
}

void main()
