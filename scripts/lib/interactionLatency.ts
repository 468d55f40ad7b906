// Interaction latency on a phone, as Google's INP counts it, for `npm run interactions` and the journeys' phone
// budget (e2e/phoneBudget.spec.ts): each interaction in a new browser context at 390 px with the CPU slowed down,
// starting on a page that is settled (hydrated, the shopper's own state restored), read from the browser's Event
// Timing API (the longest event of the interaction, from input to the next paint).
import type { Browser, Page } from 'playwright-core'
import { answerConsentInPage } from '../../e2e/answeredConsent'

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

/** One measurement: its page (a new browser context), the shop, and what to record besides the latency. */
interface Session {
  browser: Browser
  page: Page
  base: string
  /** A Chromium trace of the interaction is written there. */
  traceFile?: string
  /** React's commits are printed (a profiling build). */
  reactCommits: boolean
}

async function openLive(s: Session, path: string): Promise<void> {
  await s.page.goto(`${s.base}${path}`)
  await s.page.waitForFunction(() => window.__appSettled === true)
}

/**
 * The latency of what `act` does (one interaction or several, e.g. keystrokes: the longest counts), once `shown`
 * says its result is on screen. Event timings reach the observer after the paint that follows the event: two frames
 * later they are all in.
 */
async function latency(s: Session, act: () => Promise<void>, shown: () => Promise<void>): Promise<Result> {
  const { page, browser, traceFile, reactCommits } = s
  await page.evaluate(() => {
    window.__eventTimings = []
  })
  if (traceFile) await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES })
  if (reactCommits)
    await page.evaluate(() => {
      window.__reactCommits = []
    })
  const started = Date.now()
  await act()
  await shown()
  const visibleMs = Date.now() - started
  if (traceFile) await browser.stopTracing()
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
export interface Result {
  inp: number
  parts: [number, number, number]
  visibleMs: number
}

type Measure = (s: Session) => Promise<Result>

/** The names of the listed products in their order (the list has changed when they have). */
const listedNames = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main article h3')].map((h) => h.textContent).join('|'))

const interactions: Record<string, Measure> = {
  'open a category': async (s) => {
    const { page } = s
    await openLive(s, '/en')
    return latency(
      s,
      () => page.getByRole('link', { name: 'Shop clothing' }).click(),
      () => page.getByRole('heading', { level: 1, name: 'Clothing' }).waitFor(),
    )
  },
  'open a product': async (s) => {
    const { page } = s
    await openLive(s, CATEGORY)
    const link = page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')
    const name = await link.innerText()
    return latency(
      s,
      () => link.click(),
      () => page.getByRole('heading', { level: 1, name }).waitFor(),
    )
  },
  sort: async (s) => {
    const { page } = s
    await openLive(s, CATEGORY)
    const before = await listedNames(page)
    return latency(
      s,
      // A letter on the closed select picks the first option it starts (“Price, low to high”) at once (a chosen
      // option of the native picker would be an input event without an interaction id: Event Timing would not count it).
      async () => {
        await page.getByRole('combobox', { name: 'Sort by' }).focus()
        await page.keyboard.press('p')
      },
      async () => {
        await page.waitForFunction((name) => document.querySelector('main article h3')?.textContent !== name, before)
      },
    )
  },
  'tick a filter': async (s) => {
    const { page } = s
    await openLive(s, CATEGORY)
    await page.getByRole('button', { name: 'Filters' }).click()
    const box = page.getByRole('dialog').getByRole('checkbox').first()
    await box.waitFor()
    // The facets' counts follow the filter: the panel's text changes once the filtered list has arrived.
    const before = await page.getByRole('dialog').innerText()
    return latency(
      s,
      () => box.click(),
      async () => {
        await page.waitForFunction((text) => (document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText !== text, before)
      },
    )
  },
  'type in search': async (s) => {
    const { page } = s
    await openLive(s, '/en')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const field = page.getByRole('combobox').first()
    await field.waitFor()
    return latency(
      s,
      () => field.pressSequentially('shirt'),
      () => page.getByRole('listbox').getByRole('option').first().waitFor(),
    )
  },
  'add to bag': async (s) => {
    const { page } = s
    await openLive(s, PRODUCT)
    return latency(
      s,
      () => page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click(),
      () => page.getByRole('dialog').waitFor(),
    )
  },
  'open the bag': async (s) => {
    const { page } = s
    await openLive(s, PRODUCT)
    await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click()
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    return latency(
      s,
      () =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Shopping bag/ })
          .click(),
      () => page.getByRole('main').getByRole('list', { name: 'Products in your bag' }).waitFor(),
    )
  },
  'change quantity': async (s) => {
    const { page } = s
    await openLive(s, PRODUCT)
    await page.getByRole('main').getByRole('button', { name: 'Add to bag' }).click()
    const line = page.getByRole('dialog').getByRole('group', { name: /^Quantity of / })
    await line.waitFor()
    return latency(
      s,
      () => line.getByRole('button', { name: /^One more / }).click(),
      () => line.getByRole('status').filter({ hasText: /^2$/ }).waitFor(),
    )
  },
}

/** A new browser context as a phone (390 px, touch, the CPU slowed down) whose pages run `observers` before the app. */
async function phone(browser: Browser, slowdown: number, observers: (() => void)[]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' })
  // The shopper already answered the cookie banner (it would sit over the buttons on a phone).
  await context.addInitScript(answerConsentInPage)
  for (const observer of observers) await context.addInitScript(observer)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  return { context, page }
}

/** The shopper's interactions the script measures, in its order. */
export const INTERACTIONS = Object.keys(interactions)

export interface MeasureOptions {
  /** How many times slower the CPU runs (Chromium's throttling). */
  slowdown: number
  traceFile?: string
  reactCommits?: boolean
}

/** One interaction, measured in a new browser context at 390 px (a phone). */
export async function measureInteraction(
  browser: Browser,
  base: string,
  name: string,
  { slowdown, traceFile, reactCommits = false }: MeasureOptions,
): Promise<Result> {
  const measure = interactions[name]
  if (!measure) throw new Error(`No interaction named "${name}" (${INTERACTIONS.join(', ')})`)
  const { context, page } = await phone(browser, slowdown, reactCommits ? [observeEventTimings, recordReactCommits] : [observeEventTimings])
  try {
    return await measure({ browser, page, base, traceFile, reactCommits })
  } finally {
    await context.close()
  }
}
