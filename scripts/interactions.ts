// Interaction latency on a phone, as Google's INP counts it: the shopper's most frequent interactions in Debian's
// Chromium at 390 px with the CPU slowed down 4×, each read from the browser's Event Timing API (the longest event
// of the interaction, from input to the next paint). Every run starts a new browser context (nothing cached), and
// each interaction starts on a page that is settled (hydrated, the shopper's own state restored). Prints the median and the spread of the runs against the
// architecture §12 budget (≤ 200 ms), and fails above it.
//   npm run interactions [-- http://localhost:3000 [--runs 5] [--only 'open a category,sort'] [--slowdown 4] [--limit 200]
//                            [--trace DIR] [--react]]
// --trace writes a Chromium performance trace of each measured interaction (from the input to its result on screen:
// tasks, style, layout, paint and JavaScript samples) into DIR, for Chromium's DevTools (Performance panel → Load).
// --react (against a build made with `REACT_PROFILING=1 npm run build`) prints, for each interaction, React's commits
// between the input and the result and the components that rendered in them, by their own render time.
// CI runs a short version (`--only 'open a category' --runs 3 --limit 400`: twice the budget), so that a regression
// that large cannot land unnoticed on a machine that is not quiet.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { answerConsentInPage } from '../e2e/answeredConsent'
import { chromiumLaunch } from './lib/chromium'
import { baseUrl, option } from './lib/cliArgs'

const base = baseUrl
const runs = Number(option('runs', '5'))
const slowdown = Number(option('slowdown', '4'))
const limit = Number(option('limit', '200'))
const only = option('only', '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const traceDir = option('trace', '')
const reactCommits = process.argv.includes('--react')

const CATEGORY = '/en/10-clothing'
const PRODUCT = '/en/1-organic-cotton-crew-neck-t-shirt-white.html'
// Event Timing reports only events of 16 ms or more: an interaction without an entry was faster than that.
const BELOW_THRESHOLD = 16

interface Timing {
  interactionId: number
  duration: number
  name: string
  /** Waiting for the main thread before the handlers ran (input delay), and the handlers themselves. */
  delay: number
  handlers: number
}
/** What the script reads of React's fibers. */
interface Fiber {
  tag: number
  flags: number
  actualDuration?: number
  child: Fiber | null
  sibling: Fiber | null
  alternate: Fiber | null
  type: { displayName?: string; name?: string; render?: { name?: string }; type?: { name?: string } } | string | null
}
interface Commit {
  at: number
  ms: number
  /** Components that rendered in the commit: name → [renders, own render time in ms]. */
  rendered: Record<string, [number, number]>
  /** The components where the commit's update started. */
  from: string[]
}
declare global {
  interface Window {
    __appSettled?: boolean
    __eventTimings?: Timing[]
    __reactCommits?: Commit[]
  }
}

/** Runs in every page before the app (serialised: it may use nothing from this module): every event timing of an
 * interaction is kept. */
function observeEventTimings() {
  window.__eventTimings = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId)
        window.__eventTimings?.push({
          interactionId: entry.interactionId,
          duration: entry.duration,
          name: entry.name,
          delay: entry.processingStart - entry.startTime,
          handlers: entry.processingEnd - entry.processingStart,
        })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** Runs in every page before the app, in place of React DevTools (serialised, as above): React's profiling build
 * reports each commit to it; a component rendered in it when its fiber is new or performed work (React's PerformedWork
 * flag, as DevTools reads it); its own time is its actual duration less its children's. */
function recordReactCommits() {
  window.__reactCommits = []
  const componentTags = [0, 1, 11, 14, 15]
  ;(window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    // (Methods, not arrow functions: the script runner would name those with a helper the page does not have.)
    inject() {
      return 1
    },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const rendered: Record<string, [number, number]> = {}
      // Each fiber with whether a component above it rendered: a component that rendered below none is where the
      // update started (its state, a context or a store subscription changed).
      const stack: [Fiber, boolean][] = [[root.current, false]]
      const from: string[] = []
      while (stack.length) {
        const [fiber, below] = stack.pop()!
        const previous = fiber.alternate
        let renderedHere = false
        if (componentTags.includes(fiber.tag) && (!previous || (fiber.flags & 1) === 1)) {
          renderedHere = true
          let children = 0
          for (let child = fiber.child; child; child = child.sibling) children += child.actualDuration ?? 0
          // (Inline: a named inner function would need a helper of the script runner the page does not have.)
          const type = fiber.type
          const name = type && typeof type !== 'string' ? type.displayName || type.name || type.render?.name || type.type?.name || '?' : '?'
          const entry = (rendered[name] ??= [0, 0])
          entry[0] += 1
          entry[1] += Math.max(0, (fiber.actualDuration ?? 0) - children)
          if (!below && from.length < 6) from.push(name)
        }
        // A subtree that bailed out whole keeps its children (and their flags from an earlier commit): not walked.
        if (!previous || fiber.child !== previous.child) for (let child = fiber.child; child; child = child.sibling) stack.push([child, below || renderedHere])
      }
      window.__reactCommits?.push({ at: performance.now(), ms: root.current.actualDuration ?? 0, rendered, from })
    },
  }
}

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`)
  await page.waitForFunction(() => window.__appSettled === true)
}

/**
 * The latency of what `act` does (one interaction or several, e.g. keystrokes: the longest counts), once `shown`
 * says its result is on screen. Event timings reach the observer after the paint that follows the event: two frames
 * later they are all in.
 */
async function latency(page: Page, act: () => Promise<void>, shown: () => Promise<void>): Promise<Result> {
  await page.evaluate(() => {
    window.__eventTimings = []
  })
  if (tracing) await tracing.browser.startTracing(page, { path: join(traceDir, `${tracing.label}.json`), categories: TRACE_CATEGORIES })
  if (reactCommits)
    await page.evaluate(() => {
      window.__reactCommits = []
    })
  const started = Date.now()
  await act()
  await shown()
  const visibleMs = Date.now() - started
  if (tracing) await tracing.browser.stopTracing()
  const timings = await page.evaluate(async () => {
    // (No named function in here: the script runner would wrap it in a helper the page does not have.)
    for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return window.__eventTimings ?? []
  })
  const longest = timings.reduce<Timing | null>((a, b) => (a && a.duration >= b.duration ? a : b), null)
  if (reactCommits) printCommits(await page.evaluate(() => window.__reactCommits ?? []))
  if (!longest) return { inp: BELOW_THRESHOLD, visibleMs, parts: [0, 0, 0] }
  return { inp: longest.duration, visibleMs, parts: [longest.delay, longest.handlers, longest.duration - longest.delay - longest.handlers] }
}

/** React's commits of one interaction, each with its most expensive components (times as slowed down). */
function printCommits(commits: Commit[]): void {
  const t0 = commits[0]?.at ?? 0
  for (const commit of commits) {
    const top = Object.entries(commit.rendered)
      .sort((a, b) => b[1][1] - a[1][1])
      .slice(0, 8)
      .map(([name, [count, ms]]) => `${name}${count > 1 ? `×${count}` : ''} ${ms.toFixed(0)}`)
    const count = Object.values(commit.rendered).reduce((sum, [n]) => sum + n, 0)
    console.log(
      `  +${(commit.at - t0).toFixed(0).padStart(5)} ms commit ${commit.ms.toFixed(0).padStart(4)} ms, ${String(count).padStart(4)} renders from ${commit.from.join(' ')}: ${top.join(', ')}`,
    )
  }
}

/** The interaction being measured, when its trace is recorded. */
let tracing: { browser: Browser; label: string } | null = null
// What DevTools' Performance panel records, JavaScript samples included.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
]

/** An interaction's latency, its parts (input delay, handlers, rendering until the next paint), and when its result showed. */
interface Result {
  inp: number
  parts: [number, number, number]
  visibleMs: number
}

type Measure = (page: Page) => Promise<Result>

/** The names of the listed products in their order (the list has changed when they have). */
const listedNames = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main article h3')].map((h) => h.textContent).join('|'))

const interactions: Record<string, Measure> = {
  'open a category': async (page) => {
    await openLive(page, '/en')
    return latency(
      page,
      () => page.getByRole('link', { name: 'Shop clothing' }).click(),
      () => page.getByRole('heading', { level: 1, name: 'Clothing' }).waitFor(),
    )
  },
  'open a product': async (page) => {
    await openLive(page, CATEGORY)
    const link = page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')
    const name = await link.innerText()
    return latency(
      page,
      () => link.click(),
      () => page.getByRole('heading', { level: 1, name }).waitFor(),
    )
  },
  sort: async (page) => {
    await openLive(page, CATEGORY)
    const before = await listedNames(page)
    return latency(
      page,
      // A letter on the closed select picks the first option it starts (“Price, low to high”) at once (a chosen option of the native picker would be an input event
      // without an interaction id: Event Timing would not count it).
      async () => {
        await page.getByRole('combobox', { name: 'Sort by' }).focus()
        await page.keyboard.press('p')
      },
      async () => {
        await page.waitForFunction((name) => document.querySelector('main article h3')?.textContent !== name, before)
      },
    )
  },
  'tick a filter': async (page) => {
    await openLive(page, CATEGORY)
    await page.getByRole('button', { name: 'Filters' }).click()
    const box = page.getByRole('dialog').getByRole('checkbox').first()
    await box.waitFor()
    // The facets' counts follow the filter: the panel's text changes once the filtered list has arrived.
    const before = await page.getByRole('dialog').innerText()
    return latency(
      page,
      () => box.click(),
      async () => {
        await page.waitForFunction((text) => (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText !== text, before)
      },
    )
  },
  'type in search': async (page) => {
    await openLive(page, '/en')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const field = page.getByRole('combobox').first()
    await field.waitFor()
    return latency(
      page,
      () => field.pressSequentially('shirt'),
      () => page.getByRole('listbox').getByRole('option').first().waitFor(),
    )
  },
  'add to bag': async (page) => {
    await openLive(page, PRODUCT)
    return latency(
      page,
      () => page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click(),
      () => page.getByRole('dialog').waitFor(),
    )
  },
  'open the bag': async (page) => {
    await openLive(page, PRODUCT)
    await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    return latency(
      page,
      () =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Shopping bag/ })
          .click(),
      () => page.getByRole('main').getByRole('list', { name: 'Products in your bag' }).waitFor(),
    )
  },
  'change quantity': async (page) => {
    await openLive(page, PRODUCT)
    await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click()
    const line = page.getByRole('dialog').getByRole('group', { name: /^Quantity of / })
    await line.waitFor()
    return latency(
      page,
      () => line.getByRole('button', { name: /^One more / }).click(),
      () => line.getByRole('status').filter({ hasText: /^2$/ }).waitFor(),
    )
  },
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measureOnce(browser: Browser, measure: Measure, label: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' })
  // The shopper already answered the cookie banner (it would sit over the buttons on a phone).
  await context.addInitScript(answerConsentInPage)
  await context.addInitScript(observeEventTimings)
  if (reactCommits) await context.addInitScript(recordReactCommits)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  if (traceDir) tracing = { browser, label }
  try {
    return await measure(page)
  } finally {
    tracing = null
    await context.close()
  }
}

async function main(): Promise<void> {
  if (traceDir) mkdirSync(traceDir, { recursive: true })
  const browser = await chromium.launch(chromiumLaunch)
  let failed = false
  console.log(`Interaction latency (Event Timing), 390 px, CPU ${slowdown}× slower, median of ${runs} runs, ${base}`)
  console.log('interaction        INP median (range)      delay / handlers / paint   result visible after')
  try {
    for (const [name, measure] of Object.entries(interactions)) {
      if (only.length && !only.includes(name)) continue
      const results = []
      for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, measure, `${name.replaceAll(' ', '-')}-${run + 1}`))
      const inps = results.map((r) => r.inp)
      const inp = median(inps)
      const visible = median(results.map((r) => r.visibleMs))
      // The parts of the median run: where its latency went.
      const parts = [...results].sort((a, b) => a.inp - b.inp)[Math.floor(results.length / 2)]!.parts.map((ms) => String(Math.round(ms)).padStart(4))
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
