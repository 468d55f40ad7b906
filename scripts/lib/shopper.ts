// A shopper's browser for the scripts: one session cookie, JSON calls to /api with an Idempotency-Key on every
// write (as the web app sends), the status and psdata of each answer.
import { randomUUID } from 'node:crypto'

/** An answer's psdata as the scripts read it: untyped JSON, checked where it is used. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface Answer<T = Json> {
  status: number
  psdata: T
}

export class Shopper {
  private cookie = ''

  constructor(private readonly base: string) {}

  async call<T = Json>(name: string, body: unknown = {}, write = true): Promise<Answer<T>> {
    const res = await fetch(`${this.base}/api/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(write ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: JSON.stringify(body),
    })
    const set = res.headers.getSetCookie().find((c) => c.startsWith('shop_session='))
    if (set) this.cookie = set.split(';')[0]!
    const envelope = (await res.json()) as { psdata: T }
    return { status: res.status, psdata: envelope.psdata }
  }
}
