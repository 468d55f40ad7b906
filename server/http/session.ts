// The visitor's session: an opaque random id in an httpOnly SameSite=Lax cookie, stored as its SHA-256 hash.
// Loaded once per call; created on demand (bootstrap creates it, so the SPA has one before its first write).
// Logging in or out issues a new id (no session fixation) while keeping the same row, so the cart stays.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { loginRequired } from '../lib/apiError'
import { newToken, sha256 } from '../lib/crypto'

export const SESSION_COOKIE = 'shop_session'
const MAX_AGE_DAYS = 30
const TOUCH_AFTER_MS = 60 * 60 * 1000

export interface SessionCustomer {
  id_customer: number
  firstname: string
  lastname: string
  email: string
}

interface SessionRow {
  id_session: number
  id_customer: number | null
  id_guest: number | null
  last_seen_at: Date
  firstname: string | null
  lastname: string | null
  email: string | null
}

export class Session {
  id: number | null = null
  customer: SessionCustomer | null = null
  /** The guest customer of a guest checkout in this session. */
  guestId: number | null = null

  constructor(
    private readonly db: Db,
    private readonly req: FastifyRequest,
    private readonly reply: FastifyReply,
    /** SameSite=None; Secure: for a storefront on another site (CROSS_SITE_COOKIES). */
    private readonly crossSite = false,
  ) {}

  async load(): Promise<void> {
    const token = this.req.cookies[SESSION_COOKIE]
    if (!token || token.length > 100) return
    const [row] = await this.db.query<SessionRow>(
      `select s.id_session, s.id_customer, s.id_guest, s.last_seen_at, c.firstname, c.lastname, c.email
         from sessions s left join customers c on c.id_customer = s.id_customer
        where s.token_hash = $1 and s.expires_at > now()`,
      [sha256(token)],
    )
    if (!row) return
    this.id = row.id_session
    this.guestId = row.id_guest
    if (row.id_customer !== null) {
      this.customer = { id_customer: row.id_customer, firstname: row.firstname ?? '', lastname: row.lastname ?? '', email: row.email ?? '' }
    }
    // Sliding expiry, written at most once an hour per session rather than on every call.
    if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
      await this.db.query(`update sessions set last_seen_at = now(), expires_at = now() + interval '${MAX_AGE_DAYS} days' where id_session = $1`, [
        row.id_session,
      ])
      this.setCookie(token)
    }
  }

  get customerId(): number | null {
    return this.customer?.id_customer ?? null
  }

  /** The customer owning this session's checkout: the logged-in customer, else the guest customer, if any. */
  get ownerId(): number | null {
    return this.customer?.id_customer ?? this.guestId
  }

  requireCustomer(): SessionCustomer {
    if (!this.customer) throw loginRequired()
    return this.customer
  }

  /** The session row id, creating the session (and its cookie) when the visitor has none yet. */
  async ensure(): Promise<number> {
    if (this.id !== null) return this.id
    const token = newToken()
    const [row] = await this.db.query<{ id_session: number }>(
      `insert into sessions (token_hash, expires_at) values ($1, now() + interval '${MAX_AGE_DAYS} days') returning id_session`,
      [sha256(token)],
    )
    this.id = row!.id_session
    this.setCookie(token)
    return this.id
  }

  /** Binds the session to a customer under a fresh id. */
  async login(customer: SessionCustomer): Promise<void> {
    await this.ensure()
    await this.rotate({ id_customer: customer.id_customer, id_guest: null })
    this.customer = customer
    this.guestId = null
  }

  async logout(): Promise<void> {
    if (this.id === null) return
    await this.rotate({ id_customer: null, id_guest: null })
    this.customer = null
    this.guestId = null
  }

  async setGuest(idGuest: number): Promise<void> {
    const id = await this.ensure()
    await this.db.query('update sessions set id_guest = $2 where id_session = $1', [id, idGuest])
    this.guestId = idGuest
  }

  private async rotate(owner: { id_customer: number | null; id_guest: number | null }): Promise<void> {
    const token = newToken()
    await this.db.query(
      `update sessions set token_hash = $2, id_customer = $3, id_guest = $4, last_seen_at = now(),
              expires_at = now() + interval '${MAX_AGE_DAYS} days'
        where id_session = $1`,
      [this.id, sha256(token), owner.id_customer, owner.id_guest],
    )
    this.setCookie(token)
  }

  private setCookie(token: string): void {
    this.reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: this.crossSite ? 'none' : 'lax',
      secure: this.crossSite ? true : 'auto',
      maxAge: MAX_AGE_DAYS * 24 * 3600,
    })
  }
}
