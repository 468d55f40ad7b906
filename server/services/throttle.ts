// Windowed counters in the database (shared by every API process): login and password-reset requests are limited per
// account and per client address, withdrawal look-ups per address and per order reference, the expensive calls per
// address. A bucket's window opens at the first attempt it counts and lasts `windowSeconds` (migration 014).
import type { Queryable } from '../db/client'
import { throttled } from '../lib/apiError'

/** Counts one more hit in the bucket's window (opening a new one when it has ended); returns the total and the seconds until the window ends. */
async function hit(db: Queryable, bucket: string, windowSeconds: number): Promise<{ hits: number; retry_after: number }> {
  const ended = `throttle_hits.window_start + interval '${windowSeconds} seconds' <= now()`
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into throttle_hits (bucket, window_start, hits) values ($1, now(), 1)
     on conflict (bucket) do update set
       window_start = case when ${ended} then now() else throttle_hits.window_start end,
       hits = case when ${ended} then 1 else throttle_hits.hits + 1 end
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
