// How a page's load blocks the main thread on a phone (`npm run load-tasks`): the page opened in a new browser
// context at 390 px with the CPU slowed down, until the app has settled (hydrated, the shopper's state in) and a
// second more has passed. The blocking is what every task over 50 ms adds beyond 50 ms after the first contentful
// paint — Lighthouse's TBT, measured instead of simulated — and each long task is described: when it started, how
// long it took, what ran in it (style and layout, a script's evaluation, a timer, a React commit), the functions that
// took its time and, against `REACT_PROFILING=1 npm run build` (modules named by their path), the modules evaluated
// in it. Not a check for the journeys: on this shared host one build's median of three moved between 261 and 701 ms
// within one CI run, where the INP check holds (e2e/phoneBudget.spec.ts).
import type { Browser } from 'playwright-core'

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
export interface LongTask {
  startMs: number
  durationMs: number
  parts: string
  functions: string
  modules: string
}
export interface LoadRun {
  blockingMs: number
  tasks: LongTask[]
}

const countTop = (counts: Map<string, number>, total: number, top: number) =>
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

/**
 * One load of `url`; `top` is how many functions and modules name each long task; `country`, the visitor's country
 * as a CDN in front of the shop names it (`X-Country-Code`).
 */
export async function loadOnce(browser: Browser, url: string, { slowdown = 4, top = 6, country = '' } = {}): Promise<LoadRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...(country ? { extraHTTPHeaders: { 'X-Country-Code': country } } : {}),
  })
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
        functions: countTop(functions, inside, top),
        modules: countTop(modules, inside, top),
      }
    })
    return { blockingMs: Math.round(tasks.reduce((sum, t) => sum + t.durationMs - 50, 0)), tasks }
  } finally {
    await context.close()
  }
}
