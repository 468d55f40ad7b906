// Lets the browser run what is waiting (input, paint) before long work goes on: start-up is split into tasks
// shorter than 50 ms instead of one that blocks the main thread (Lighthouse's TBT).
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves once the browser has painted the next frame: work that a click starts but that need not happen before the
 * click's feedback shows (starting a page's code and data) goes after it, outside the interaction's latency (INP).
 * Where nothing paints it does not wait for a frame: at once on the server, after 100 ms in a hidden tab (which
 * draws no frames).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}
