import { install, type Clock } from '@sinonjs/fake-timers'
import { afterNextPaint } from './yieldToMain'

// The logic project runs in Node (no frames, as on the server); a test gives it the browser's frames it needs.
const withFrames = (requestFrame: (callback: () => void) => void) => Object.assign(globalThis, { requestAnimationFrame: requestFrame })

// The clock jest's fake timers are built on, used directly: the logic project's runner (jest.config.ts) does not
// offer jest.advanceTimersByTimeAsync, and the promise chain under test needs its microtasks run between timers.
describe('afterNextPaint', () => {
  let clock: Clock
  beforeEach(() => (clock = install()))
  afterEach(() => {
    clock.uninstall()
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame
  })

  const resolvedAfter = async (ms: number, resolved: () => boolean) => {
    await clock.tickAsync(ms)
    return resolved()
  }

  it('waits for the next frame, then lets the browser paint it', async () => {
    withFrames((callback) => setTimeout(callback, 16))
    let resolved = false
    void afterNextPaint().then(() => (resolved = true))
    expect(await resolvedAfter(15, () => resolved)).toBe(false)
    // The frame at 16 ms, its paint, then the task after it: long before the hidden tab's 100 ms.
    expect(await resolvedAfter(2, () => resolved)).toBe(true)
  })

  it('goes on after 100 ms where no frame comes (a hidden tab)', async () => {
    withFrames(() => undefined)
    let resolved = false
    void afterNextPaint().then(() => (resolved = true))
    expect(await resolvedAfter(99, () => resolved)).toBe(false)
    expect(await resolvedAfter(1, () => resolved)).toBe(true)
  })

  it('does not wait where nothing paints (the server)', async () => {
    let resolved = false
    void afterNextPaint().then(() => (resolved = true))
    expect(await resolvedAfter(0, () => resolved)).toBe(true)
  })
})
