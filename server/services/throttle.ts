// Fixed-window counters in the database (shared by every API process): login and password-reset requests are
// limited per account and per client address.
import type { Queryable } from '../db/client'
import { throttled } from '../lib/apiError'

const windowStart = (seconds: number) => `to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`

/** Counts one more hit in the current window and returns the total. */
async function hit(db: Queryable, bucket: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `insert into throttle_hits (bucket, window_start, hits) values ($1, ${windowStart(windowSeconds)}, 1)
     on conflict (bucket, window_start) do update set hits = throttle_hits.hits + 1 returning hits`,
    [bucket],
  )
  return row!.hits
}

export async function clearHits(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from throttle_hits where bucket = $1', [bucket])
}

/** Counts this attempt, then throws 429 when it goes over the limit. */
export async function countAttempt(db: Queryable, bucket: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await hit(db, bucket, windowSeconds)) > limit) throw throttled()
}
