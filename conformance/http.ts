// The kit's HTTP client: a browser-like session (it keeps the cookies a back end sets, as a browser with
// `credentials: 'include'` does) that makes the contract's calls — `POST <api>/<call>` with JSON, `GET` for
// getDeliveryMessage (docs/api.md, Transport) — and hands back the raw answer for the checks to judge.

/** Calls answered to GET; every other call is POST (the storefront's default endpoint table). */
const GET_CALLS = new Set(['getDeliveryMessage'])

export interface Answer {
  call: string
  status: number
  headers: Headers
  /** The parsed JSON body, or undefined when the body is not JSON (`text` then holds it). */
  body: unknown
  text: string
}

export interface CallOptions {
  headers?: Record<string, string>
  /** A raw body sent as is (malformed JSON and the like); otherwise `payload` as JSON. */
  rawBody?: string
  /** Leave out `Content-Type: application/json`. */
  noJsonType?: boolean
  lang?: string
  idempotencyKey?: string
}

export class Session {
  /** Cookies by name, as the back end set them. */
  readonly cookies = new Map<string, string>()
  /** The Set-Cookie headers of the last answer, for the checks of cookie attributes. */
  lastSetCookies: string[] = []

  constructor(
    readonly apiBase: string,
    private readonly lang = 'en',
  ) {}

  async call(call: string, payload: unknown = {}, options: CallOptions = {}): Promise<Answer> {
    const method = GET_CALLS.has(call) ? 'GET' : 'POST'
    return this.request(method, `${this.apiBase}/${call}`, call, method === 'GET' ? undefined : (options.rawBody ?? JSON.stringify(payload)), options)
  }

  /** A request to a path of the API that is no call (e.g. an unknown one). */
  async post(path: string, payload: unknown, options: CallOptions = {}): Promise<Answer> {
    return this.request('POST', `${this.apiBase}/${path}`, path, options.rawBody ?? JSON.stringify(payload), options)
  }

  /** The Cookie header a browser would send: every cookie the back end set and did not delete. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Another session that starts with this one's cookies (to see what an old cookie still opens). */
  copy(): Session {
    const other = new Session(this.apiBase, this.lang)
    for (const [name, value] of this.cookies) other.cookies.set(name, value)
    return other
  }

  private async request(method: string, url: string, call: string, body: string | undefined, options: CallOptions): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.lang ?? this.lang, ...options.headers }
    if (body !== undefined && !options.noJsonType) headers['Content-Type'] = 'application/json'
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
    if (this.cookies.size) headers.Cookie = this.cookieHeader
    const response = await fetch(url, { method, headers, body, redirect: 'manual' })
    this.lastSetCookies = response.headers.getSetCookie()
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      if (at <= 0) continue
      const name = pair!.slice(0, at).trim()
      const value = pair!.slice(at + 1).trim()
      // An expired or emptied cookie is a deletion.
      if (!value || /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { call, status: response.status, headers: response.headers, body: parsed, text }
  }
}

/** The API's base URL from what the author gives: a shop's origin means its `/api`; a URL with a path is the API's. */
export function apiBaseOf(baseUrl: string): string {
  const url = new URL(baseUrl)
  const path = url.pathname.replace(/\/+$/, '')
  return `${url.origin}${path || '/api'}`
}
