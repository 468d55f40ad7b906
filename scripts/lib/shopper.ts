// A shopper's browser for the scripts: one session cookie, JSON calls to /api with an Idempotency-Key on every
// write (as the web app sends), the status and psdata of each answer.
import { randomUUID } from 'node:crypto'

export interface Answer<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number
  psdata: T
}

export class Shopper {
  private cookie = ''

  constructor(private readonly base: string) {}

  async call<T = any>(name: string, body: unknown = {}, write = true): Promise<Answer<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
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

export const GUEST_ADDRESS = { firstname: 'Gina', lastname: 'Ospite', address1: 'Via Roma', house_number: '2', postcode: '00184', city: 'Roma', state: 'RM', country_iso: 'IT' }
export const SANDBOX_CARD = { name: 'Gina Ospite', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }
