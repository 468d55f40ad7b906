// Periodic clean-up of rows that only matter for a while: expired sessions (and their empty guest carts),
// idempotency records, throttling counters, used or expired password-reset tokens.
import type { Db } from '../db/client'

export async function cleanUp(db: Db): Promise<void> {
  await db.query(
    `delete from carts c where c.id_customer is null and c.status = 'open'
        and c.id_session in (select id_session from sessions where expires_at < now())`,
  )
  await db.query('delete from sessions where expires_at < now()')
  await db.query(`delete from idempotency_keys where created_at < now() - interval '1 day'`)
  await db.query(`delete from throttle_hits where window_start < now() - interval '1 day'`)
  await db.query(`delete from password_resets where expires_at < now() - interval '1 day'`)
}

/** Runs cleanUp every hour without keeping the process alive. */
export function scheduleCleanUp(db: Db, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => cleanUp(db).catch(log), 60 * 60 * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
