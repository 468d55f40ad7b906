// Where a page's load blocks the main thread on a phone: each measured page (scripts/lib/measuredPages.ts) is opened
// in Debian's Chromium at 390 px with the CPU slowed down 4×, in a new browser context per run, until the app has
// settled (hydrated, the shopper's state in) and a second more has passed. Prints, per page, the blocking time of
// each run (what every task over 50 ms adds beyond 50 ms after the first contentful paint — Lighthouse's TBT, here
// measured instead of simulated) and, for the median run, every long task: when it started, how long it took, what
// ran in it (style and layout, a script's evaluation, a timer, a React commit) and the functions that took its time.
// Against `REACT_PROFILING=1 npm run build` (functions' names kept, modules named by their path) each task also
// names the modules evaluated in it: which start-up stage, library or page costs what.
//   npm run load-tasks [-- http://localhost:3000 [--runs 5] [--only 'product en,home de'] [--slowdown 4] [--top 6]]
import { chromium, type Browser } from 'playwright-core'
import { chromiumLaunch } from './lib/chromium'
import { baseUrl, option } from './lib/cliArgs'
import { selectedPages } from './lib/measuredPages'
import { median, medianBy } from './lib/median'

const runs = Number(option('runs', '5'))
const slowdown = Number(option('slowdown', '4'))
const top = Number(option('top', '6'))
const LONG_TASK_US = 50_000
const END_MARK = 'load-tasks: end'
/** What a long task is made of, by the trace's event names. */
const PARTS = ['ParseHTML', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'MajorGC']

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args: { name?: string; frame?: string; data?: { url?: string; functionName?: string } }
}
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
  parent?: ProfileNode
}
interface LongTask {
  startMs: number
  durationMs: number
  parts: string
  functions: string
  modules: string
}
interface LoadRun {
  blockingMs: number
  tasks: LongTask[]
}

const countTop = (counts: Map<string, number>, total: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / Math.max(total, 1))} %`)
    .join(', ')

/** The module a sample's code belongs to: the nearest webpack module factory on its stack (named builds only). */
function moduleOf(node: ProfileNode): string | null {
  for (let frame: ProfileNode | undefined = node; frame; frame = frame.parent) {
    const name = frame.callFrame.functionName
    if (name.startsWith('./') || name.startsWith('../')) return name.replace(/^(\.\.\/)*(\.\/)?(main\/)?node_modules\//, '~').replace(/^\.\//, '')
  }
  return null
}

async function loadOnce(browser: Browser, url: string): Promise<LoadRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] })
    await page.goto(url, { waitUntil: 'load' })
    // Waited for through the DevTools protocol: Playwright's own waiting evaluates its helper script in the page,
    // a long task of its own. After the settle, what the page still starts (the consent banner's chunk, deferred
    // effects) belongs to the load for one more second; a time stamp in the trace marks the end.
    await cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => { const check = () => window.__appSettled ? setTimeout(resolve, 1000) : setTimeout(check, 50); check() }).then(() => console.timeStamp('${END_MARK}'))`,
      awaitPromise: true,
      timeout: 60_000,
    })
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } }
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents

    const fcp = events.find((e) => e.name === 'firstContentfulPaint')
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`)
    const main = (e: TraceEvent) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X'
    const navigationStart = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid)?.ts ?? fcp.ts
    const onMain = events.filter(main)
    const end = events.find((e) => e.name === 'TimeStamp' && JSON.stringify(e.args).includes(END_MARK))?.ts ?? Number.POSITIVE_INFINITY
    const longTasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US && e.ts >= fcp.ts && e.ts < end).sort((a, b) => a.ts - b.ts)

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    for (const node of profile.nodes) for (const child of node.children ?? []) nodes.get(child)!.parent = node
    const samples: [number, ProfileNode][] = []
    let time = profile.startTime
    profile.samples.forEach((id, i) => {
      time += profile.timeDeltas[i]!
      samples.push([time, nodes.get(id)!])
    })

    const tasks = longTasks.map((task): LongTask => {
      const taskEnd = task.ts + task.dur!
      const parts = new Map<string, number>()
      for (const e of onMain) {
        if (e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= taskEnd && PARTS.includes(e.name))
          parts.set(e.name, (parts.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
      }
      const functions = new Map<string, number>()
      const modules = new Map<string, number>()
      let inside = 0
      for (const [at, node] of samples) {
        if (at < task.ts || at > taskEnd) continue
        inside++
        const { functionName, url: script } = node.callFrame
        const fn = `${functionName || '(anonymous)'}${script ? ` (${script.split('/').pop()})` : ''}`
        functions.set(fn, (functions.get(fn) ?? 0) + 1)
        const module = moduleOf(node)
        if (module) modules.set(module, (modules.get(module) ?? 0) + 1)
      }
      return {
        startMs: Math.round((task.ts - navigationStart) / 1000),
        durationMs: Math.round(task.dur! / 1000),
        parts: [...parts]
          .filter(([, ms]) => ms >= 1)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', '),
        functions: countTop(functions, inside),
        modules: countTop(modules, inside),
      }
    })
    return { blockingMs: Math.round(tasks.reduce((sum, t) => sum + t.durationMs - 50, 0)), tasks }
  } finally {
    await context.close()
  }
}

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunch)
  console.log(`Long tasks of a page load, 390 px, CPU ${slowdown}× slower, ${runs} runs per page, ${baseUrl}`)
  try {
    for (const [name, pagePath] of Object.entries(selectedPages(option('only', '')))) {
      const results: LoadRun[] = []
      for (let run = 0; run < runs; run++) results.push(await loadOnce(browser, `${baseUrl}${pagePath}`))
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
