// Fixed-window counters in the database (shared by every API process): login and password-reset requests are
// limited per account and per client address, withdrawal look-ups per address and per order reference.
import type { Queryable } from '../db/client'
import { throttled } from '../lib/apiError'

const windowStart = (seconds: number) => `to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`

/** Counts one more hit in the current window; returns the total and the seconds until the window ends. */
async function hit(db: Queryable, bucket: string, windowSeconds: number): Promise<{ hits: number; retry_after: number }> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into throttle_hits (bucket, window_start, hits) values ($1, ${windowStart(windowSeconds)}, 1)
     on conflict (bucket, window_start) do update set hits = throttle_hits.hits + 1
     returning hits, extract(epoch from window_start + interval '${windowSeconds} seconds' - now())::float8 as retry_after`,
    [bucket],
  )
  return row!
}

export async function clearHits(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from throttle_hits where bucket = $1', [bucket])
}

/** Counts this attempt, then throws 429 (with the seconds until the window ends, for Retry-After) when it goes over the limit. */
export async function countAttempt(db: Queryable, bucket: string, limit: number, windowSeconds: number): Promise<void> {
  const { hits, retry_after } = await hit(db, bucket, windowSeconds)
  if (hits > limit) throw throttled(retry_after)
}
