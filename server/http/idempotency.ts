// Idempotency-Key on state-changing calls: the first request with a key runs and its answer is stored; the same
// key with the same payload (in the same session) replays that answer instead of running again; the same key with
// another payload is a 409. Reads ignore the key (the web app sends one with every POST; reads are safe to repeat).
//
// The effect and its answer commit together: the key's row, everything the handler writes and the stored answer are
// one transaction. A second request with the key waits on the first one's row (the unique index) and then replays
// its answer; a process that dies mid-way commits nothing, so a retry runs once, from the start.
//
// Calls that talk to another system between their database steps (a payment gateway) cannot hold one transaction
// open across that: their key is claimed in a transaction of its own and answered when the call ends. A retry
// while one runs gets 409; the claim of a request that died is taken over after a minute, and the call's own state
// checks make that second run harmless (placeOrder: one live order per cart, no second card charge).
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { ApiError, badRequest, conflict } from '../lib/apiError'
import { sha256 } from '../lib/crypto'
import { errorEnvelope, type Envelope } from '../lib/envelope'

/** A claim older than this, still without an answer, belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_SECONDS = 60

/** JSON with sorted keys, so that {a,b} and {b,a} are the same payload. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export interface IdempotentAnswer {
  body: Envelope
  replayed: boolean
}

interface Key {
  scope: string
  key: string
  call: string
  hash: string
}

/** The request's key, or null when it sent none. */
export function idempotencyKey(req: FastifyRequest, call: string): Key | null {
  const header = req.headers['idempotency-key']
  if (header === undefined) return null
  const key = Array.isArray(header) ? header[0] : header
  if (!key || key.length > 200) throw badRequest('idempotency.key_invalid')
  const scope = req.session.id !== null ? `s:${req.session.id}` : `ip:${req.ip}`
  return { scope, key, call, hash: sha256(`${call}\n${canonicalJson(req.body ?? {})}`) }
}

/**
 * Runs the call under its key. An ApiError that is the call's answer (a 4xx other than 429) is stored like a
 * success, with what the handler wrote before it; 429 and 5xx invite a retry, so they store nothing (and, in one
 * transaction, undo the handler's writes).
 */
export function runIdempotent(db: Db, key: Key, external: boolean, run: () => Promise<Envelope>): Promise<IdempotentAnswer> {
  return external ? runAroundExternalCall(db, key, run) : runInOneTransaction(db, key, run)
}

function runInOneTransaction(db: Db, key: Key, run: () => Promise<Envelope>): Promise<IdempotentAnswer> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into idempotency_keys (scope, idem_key, call_name, request_hash) values ($1, $2, $3, $4)
       on conflict (scope, idem_key) do nothing returning idem_key`,
      [key.scope, key.key, key.call, key.hash],
    )
    if (!claimed.length) return { body: await priorAnswer(db, key), replayed: true }
    const body = await answerOf(run)
    await storeAnswer(db, key, body)
    return { body, replayed: false }
  })
}

async function runAroundExternalCall(db: Db, key: Key, run: () => Promise<Envelope>): Promise<IdempotentAnswer> {
  const claimed = await db.query(
    `insert into idempotency_keys (scope, idem_key, call_name, request_hash) values ($1, $2, $3, $4)
     on conflict (scope, idem_key) do update set call_name = excluded.call_name, request_hash = excluded.request_hash,
            created_at = now()
       where idempotency_keys.status_code is null
         and idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds'
     returning idem_key`,
    [key.scope, key.key, key.call, key.hash],
  )
  if (!claimed.length) return { body: await priorAnswer(db, key), replayed: true }
  let body: Envelope
  try {
    body = await answerOf(run)
  } catch (error) {
    await db.query('delete from idempotency_keys where scope = $1 and idem_key = $2', [key.scope, key.key])
    throw error
  }
  await storeAnswer(db, key, body)
  return { body, replayed: false }
}

/** The handler's answer, with an ApiError that may be stored as its envelope; anything else is thrown. */
async function answerOf(run: () => Promise<Envelope>): Promise<Envelope> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && error.code !== 429 && error.code < 500) return errorEnvelope(error)
    throw error
  }
}

async function priorAnswer(db: Db, key: Key): Promise<Envelope> {
  const [prior] = await db.query<{ request_hash: string; status_code: number | null; body: Envelope | null }>(
    'select request_hash, status_code, body from idempotency_keys where scope = $1 and idem_key = $2',
    [key.scope, key.key],
  )
  if (!prior || prior.request_hash !== key.hash) throw conflict('idempotency.key_reused')
  if (prior.status_code === null || !prior.body) throw conflict('idempotency.in_progress')
  return prior.body
}

function storeAnswer(db: Db, key: Key, body: Envelope) {
  return db.query('update idempotency_keys set status_code = $3, body = $4::jsonb where scope = $1 and idem_key = $2', [
    key.scope,
    key.key,
    body.code,
    JSON.stringify(body),
  ])
}
