// Declares the calls of the contract. Each call is `POST /api/<name>` (or GET for the few read by GET) with a
// JSON-schema-validated payload; its handler returns psdata (plus an optional code and message) and the wrapper
// sends the envelope. What runs before a handler, in order: forced failures (test controls), maintenance (503),
// Origin and JSON-body checks for writes (403/400), session and login (401), schema (422); a write with an
// Idempotency-Key then runs under it (replayed, or run with its answer stored).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, forbidden } from '../lib/apiError'
import { envelope } from '../lib/envelope'
import type { Lang } from '../lib/lang'
import { EMPTY, type Static, type TSchema } from '@contract/schema'
import { countAttempt } from '../services/throttle'
import type { Shop } from '../shop'
import { CachedAnswer, sendCached } from './cachedAnswer'
import { canonicalJson, idempotencyKey, runIdempotent } from './idempotency'
import { Session } from './session'
import { sendEnvelope } from './send'

export interface CallContext<B> {
  shop: Shop
  body: B
  lang: Lang
  session: Session
  req: FastifyRequest
  reply: FastifyReply
}

export interface CallResult {
  psdata: unknown
  message?: string
}

export interface CallDef<S extends TSchema = typeof EMPTY> {
  name: string
  method?: 'GET' | 'POST'
  /** Payload schema (an `obj(...)` of contract/api); calls without one accept only `{}`. The handler's body is its type. */
  body?: S
  /** What the call answers as psdata (contract/api): documented (docs/openapi.json), never used to serialise. */
  answer: TSchema
  /** Its success creates something (cart line, address, account, order, review…): 201 instead of 200. */
  created?: true
  /** Answers 401 without a logged-in customer. */
  auth?: boolean
  /** Refusals it gives besides those of every call, of writes and of `auth` (docs/openapi.json lists them). */
  refuses?: (401 | 403)[]
  /** Changes state: needs a JSON body and an allowed Origin; honours Idempotency-Key. */
  writes?: boolean
  /**
   * The write talks to another system between its database steps (a payment gateway), so it cannot run in one
   * transaction with its Idempotency-Key: its own state checks must make a repeat harmless (see http/idempotency).
   */
  external?: true
  /** Answered also under /content (the web app's second client). */
  alsoUnder?: string
  /**
   * The answer depends only on the language and the payload (catalogue reads): successful answers are kept in
   * the catalogue cache, ready to send.
   */
  cached?: boolean
  handler(ctx: CallContext<Static<S>>): Promise<CallResult>
}

/** Declares a call: the handler's `body` is typed by the `body` schema (no second copy of the payload's type). */
export const call = <S extends TSchema = typeof EMPTY>(def: CallDef<S>): CallDef<S> => def

/** A call of any payload, as the list of calls holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDef<any>

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
    session: Session
    callName?: string
  }
  interface FastifyContextConfig {
    call?: string
  }
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v))
  return false
}

function originAllowed(req: FastifyRequest, allowed: string[]): boolean {
  const origin = req.headers.origin
  if (!origin) return true
  if (allowed.includes(origin)) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

export function registerCall(app: FastifyInstance, shop: Shop, def: AnyCall): void {
  const method = def.method ?? 'POST'
  const schema = def.body ?? EMPTY
  const urls = [`/api/${def.name}`, ...(def.alsoUnder ? [`${def.alsoUnder}/${def.name}`] : [])]
  for (const url of urls) {
    app.route({
      method,
      url,
      config: { call: def.name },
      schema: method === 'GET' ? { querystring: schema } : { body: schema },
      async onRequest(req, reply) {
        // Fair use, before any other work: one client address cannot flood the expensive calls (429, Retry-After).
        const perMinute = shop.config.throttle.callsPerMinute[def.name]
        if (perMinute) await countAttempt(shop.db, `call:${def.name}:ip:${req.ip}`, perMinute, 60)
        if (def.writes) {
          if (!originAllowed(req, shop.config.allowedOrigins)) throw forbidden('origin.forbidden')
          if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
            throw badRequest('request.json_required')
          }
        }
        req.session = new Session(shop.db, req, reply, shop.config.crossSiteCookies)
        // Cached catalogue reads do not look at the visitor: no session lookup for them.
        if (!def.cached) await req.session.load()
        if (def.auth) req.session.requireCustomer()
      },
      async preValidation(req) {
        // A read without a body means "no parameters".
        if (method === 'POST' && req.body === undefined) req.body = {}
        // PostgreSQL's text cannot hold NUL: refused here rather than failing deep in a query.
        if (holdsNul(method === 'GET' ? req.query : req.body)) throw badRequest('request.nul')
      },
      async handler(req, reply) {
        const body: unknown = method === 'GET' ? req.query : req.body
        const answer = async () => {
          const result = await def.handler({ shop, body, lang: req.lang, session: req.session, req, reply })
          return envelope(def.created ? 201 : 200, result.psdata, result.message)
        }
        if (def.cached) {
          const key = `answer:${def.name}:${req.lang}:${canonicalJson(body)}`
          return sendCached(req, reply, await shop.catalogCache.getOrLoad(key, async () => new CachedAnswer(await answer())))
        }
        const key = def.writes ? idempotencyKey(req, def.name) : null
        if (!key) return sendEnvelope(reply, await answer())
        const { body: stored, replayed } = await runIdempotent(shop.db, key, def.external === true, answer)
        if (replayed) reply.header('Idempotent-Replayed', 'true')
        return sendEnvelope(reply, stored)
      },
    })
  }
}
