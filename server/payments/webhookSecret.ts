// The shared secret of signed payment notifications: PAYMENT_WEBHOOK_SECRET when set, otherwise a random one made
// on first use and kept in the settings table, so that every API process on the same database signs and verifies
// with the same secret (the first process to store one wins).
import type { Queryable } from '../db/client'
import { newToken } from '../lib/crypto'

const SETTING = 'payment_webhook_secret'

async function storedSecret(db: Queryable): Promise<string> {
  await db.query('insert into settings (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [SETTING, JSON.stringify(newToken(32))])
  const [row] = await db.query<{ value: unknown }>('select value from settings where name = $1', [SETTING])
  if (typeof row?.value !== 'string' || !row.value) throw new Error('No payment notification secret stored')
  return row.value
}

/** Returns the secret, read from the database at most once per process. */
export function webhookSecret(db: Queryable, configured: string | null): () => Promise<string> {
  if (configured) return () => Promise.resolve(configured)
  let secret: Promise<string> | null = null
  return () => {
    secret ??= storedSecret(db).catch((error: unknown) => {
      secret = null
      throw error
    })
    return secret
  }
}
