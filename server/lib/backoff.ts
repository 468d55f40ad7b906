// Waits between attempts at something that may fail for a while (a mail server, a CDN's purge endpoint).

export interface Backoff {
  /** The wait after the first failed attempt; it doubles with each further one, up to retryMaxMs. */
  retryBaseMs: number
  retryMaxMs: number
}

/** The wait before the next attempt after `attempts` failed ones: doubling, capped, the upper half jittered so that
 * attempts that failed together (an outage) do not all come back at the same moment. */
export function retryDelayMs(attempts: number, options: Backoff, random = Math.random): number {
  const full = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(full / 2 + (random() * full) / 2)
}
