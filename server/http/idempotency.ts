// Idempotency-Key on state-changing calls: the first request with a key runs and its answer is stored; the same
// key with the same payload (in the same session) replays that answer instead of running again; the same key with
// another payload is a 409. Reads ignore the key (the web app sends one with every POST; reads are safe to repeat).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { ApiError, badRequest } from '../lib/apiError'
import { sha256 } from '../lib/crypto'
import type { Envelope } from '../lib/envelope'

/** A reservation older than this belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_SECONDS = 60

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { db: Db; scope: string; key: string }
  }
}

/** JSON with sorted keys, so that {a,b} and {b,a} are the same payload. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Returns true when it answered the request itself (a replay). */
export async function beginIdempotent(db: Db, req: FastifyRequest, reply: FastifyReply, call: string): Promise<boolean> {
  const header = req.headers['idempotency-key']
  if (header === undefined) return false
  const key = Array.isArray(header) ? header[0] : header
  if (!key || key.length > 200) throw badRequest('Invalid Idempotency-Key')
  const scope = req.session.id !== null ? `s:${req.session.id}` : `ip:${req.ip}`
  const hash = sha256(`${call}\n${canonicalJson(req.body ?? {})}`)
  const claimed = await db.query(
    `insert into idempotency_keys (scope, idem_key, call_name, request_hash) values ($1, $2, $3, $4)
     on conflict (scope, idem_key) do update set call_name = excluded.call_name, request_hash = excluded.request_hash,
            created_at = now()
       where idempotency_keys.status_code is null
         and idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds'
     returning idem_key`,
    [scope, key, call, hash],
  )
  if (claimed.length) {
    req.idempotency = { db, scope, key }
    return false
  }
  const [prior] = await db.query<{ request_hash: string; status_code: number | null; body: Envelope | null }>(
    'select request_hash, status_code, body from idempotency_keys where scope = $1 and idem_key = $2',
    [scope, key],
  )
  if (!prior || prior.request_hash !== hash) {
    throw new ApiError(409, 'Idempotency-Key already used for a different request')
  }
  if (prior.status_code === null || !prior.body) {
    throw new ApiError(409, 'A request with this Idempotency-Key is still in progress')
  }
  reply.header('Idempotent-Replayed', 'true')
  reply.header('Cache-Control', 'no-store')
  await reply.code(prior.status_code).send(prior.body)
  return true
}

/** Stores the final answer; answers that invite a retry (429, 5xx) release the key instead. */
export async function finishIdempotent(req: FastifyRequest, body: Envelope): Promise<void> {
  const record = req.idempotency
  if (!record) return
  req.idempotency = undefined
  if (body.code === 429 || body.code >= 500) {
    await record.db.query('delete from idempotency_keys where scope = $1 and idem_key = $2', [record.scope, record.key])
    return
  }
  await record.db.query('update idempotency_keys set status_code = $3, body = $4::jsonb where scope = $1 and idem_key = $2', [
    record.scope,
    record.key,
    body.code,
    JSON.stringify(body),
  ])
}
