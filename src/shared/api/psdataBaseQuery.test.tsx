import { waitFor } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { setConfig } from '@/shared/config'
import { API, server } from '@/test/server'
import { psdataBaseQuery, type PsRequest } from './psdataBaseQuery'
import { RETRY_STATUSES } from './retryPolicy'

function api(overrides: Partial<BaseQueryApi> = {}): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({ locale: { current: 'de' } }),
    extra: undefined,
    endpoint: 'test',
    type: 'mutation',
    ...overrides,
  } as BaseQueryApi
}

const call = (request: PsRequest, overrides?: Partial<BaseQueryApi>) => psdataBaseQuery(request, api(overrides), {})

describe('psdataBaseQuery: the envelope', () => {
  it('returns the whole envelope when HTTP, success and code all say OK', async () => {
    server.use(http.post(`${API}/getThing`, () => HttpResponse.json({ success: true, code: 200, psdata: { id: 1 } })))
    expect(await call({ call: 'getThing' })).toEqual({ data: { success: true, code: 200, psdata: { id: 1 } } })
  })

  it('accepts an envelope without a code', async () => {
    server.use(http.post(`${API}/getThing`, () => HttpResponse.json({ success: true, psdata: 'ok' })))
    expect((await call({ call: 'getThing' })).data).toEqual({ success: true, psdata: 'ok' })
  })

  it('treats HTTP 200 with success:true but code 306 as a failure carrying the message', async () => {
    server.use(http.post(`${API}/login`, () => HttpResponse.json({ success: true, code: 306, psdata: 'Authentication failed' })))
    expect(await call({ call: 'login' })).toEqual({ error: { status: 306, code: 306, message: 'Authentication failed' } })
  })

  it('treats success:false as a failure even with HTTP 200 and code 200', async () => {
    server.use(http.post(`${API}/getThing`, () => HttpResponse.json({ success: false, code: 200, psdata: null, message: 'could not update customer' })))
    expect((await call({ call: 'getThing' })).error).toMatchObject({ message: 'could not update customer' })
  })

  it('puts validation errors on their fields', async () => {
    server.use(
      http.post(`${API}/register`, () =>
        HttpResponse.json(
          { success: false, code: 422, psdata: null, message: 'Invalid input', errors: { email: 'Please enter a valid email address.' } },
          { status: 422 },
        ),
      ),
    )
    expect((await call({ call: 'register' })).error).toEqual({
      status: 422,
      code: 422,
      message: 'Invalid input',
      fieldErrors: { email: 'Please enter a valid email address.' },
    })
  })

  it('keeps the stable codes beside the field messages', async () => {
    server.use(
      http.post(`${API}/createWithdrawal`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 422,
            psdata: null,
            message: 'Die Widerrufsfrist ist abgelaufen.',
            errors: { order: 'Die Widerrufsfrist ist abgelaufen.' },
            codes: { order: 'withdrawal.period_over' },
          },
          { status: 422 },
        ),
      ),
    )
    expect((await call({ call: 'createWithdrawal' })).error).toEqual({
      status: 422,
      code: 422,
      message: 'Die Widerrufsfrist ist abgelaufen.',
      fieldErrors: { order: 'Die Widerrufsfrist ist abgelaufen.' },
      codes: { order: 'withdrawal.period_over' },
    })
  })

  it('keeps codes without field messages (429) and ignores a codes member that is not a map of strings', async () => {
    server.use(
      http.post(`${API}/getThing`, () =>
        HttpResponse.json({ success: false, code: 429, psdata: null, message: 'Too many attempts', codes: { _: 'throttled' } }, { status: 429 }),
      ),
      http.post(`${API}/getOther`, () => HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Not found', codes: ['x'] }, { status: 404 })),
    )
    expect((await call({ call: 'getThing', body: {} }, { type: 'query' })).error).toEqual({
      status: 429,
      code: 429,
      message: 'Too many attempts',
      codes: { _: 'throttled' },
    })
    expect((await call({ call: 'getOther' })).error).toEqual({ status: 404, code: 404, message: 'Not found' })
  })

  it('falls back to a generic message for a non-envelope error body', async () => {
    server.use(http.post(`${API}/getThing`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })))
    expect((await call({ call: 'getThing' })).error).toMatchObject({ status: 404, message: 'Something went wrong' })
  })

  it.each(['removeAddress', 'validateOrder'])('resolves %s to null instead of an error', async (name) => {
    server.use(http.post(`${API}/${name}`, () => HttpResponse.json({ success: false, code: 404, psdata: null }, { status: 404 })))
    expect(await call({ call: name })).toEqual({ data: null })
  })
})

describe('psdataBaseQuery: request shape', () => {
  it('sends credentials, the configured headers, the locale and a JSON body to the configured base URL', async () => {
    setConfig({ apiBaseUrl: 'https://shop.example/rest', headers: { 'X-Api-Key': 'k1' } })
    let seen: Request | undefined
    server.use(
      http.post('https://shop.example/rest/getProducts', ({ request }) => {
        seen = request
        return HttpResponse.json({ success: true, code: 200, psdata: [] })
      }),
    )
    await call({ call: 'getProducts', body: { page: 2 } })
    expect(seen?.headers.get('X-Api-Key')).toBe('k1')
    expect(seen?.headers.get('Accept-Language')).toBe('de')
    expect(seen?.credentials).toBe('include')
    expect(await seen?.json()).toEqual({ page: 2 })
  })

  it('uses the language of the request over the store’s', async () => {
    let lang: string | null = null
    server.use(
      http.post(`${API}/getProduct`, ({ request }) => ((lang = request.headers.get('Accept-Language')), HttpResponse.json({ success: true, psdata: {} }))),
    )
    await call({ call: 'getProduct', lang: 'it' })
    expect(lang).toBe('it')
  })

  it('follows the endpoint table: getDeliveryMessage is a GET with query parameters', async () => {
    let url: URL | undefined
    server.use(http.get(`${API}/getDeliveryMessage`, ({ request }) => ((url = new URL(request.url)), HttpResponse.json({ success: true, psdata: 'x' }))))
    await call({ call: 'getDeliveryMessage', body: { id_cart: 4 } })
    expect(url?.searchParams.get('id_cart')).toBe('4')
  })

  it('lets configuration move a call to another path and method', async () => {
    setConfig({ endpoints: { getCartItems: { method: 'GET', path: '/cart' } } })
    server.use(http.get(`${API}/cart`, () => HttpResponse.json({ success: true, code: 200, psdata: { products: [] } })))
    expect((await call({ call: 'getCartItems' })).data).toMatchObject({ psdata: { products: [] } })
  })

  it('sends getContent to the content base URL', async () => {
    server.use(http.post('http://localhost/content/getContent', () => HttpResponse.json({ success: true, psdata: { title: 'About' } })))
    expect((await call({ call: 'getContent', client: 'content', body: { slug: 'about-us' } })).data).toMatchObject({ psdata: { title: 'About' } })
  })
})

describe('psdataBaseQuery: retries and idempotency', () => {
  it.each([...RETRY_STATUSES])('retries a POST once on %i with the same Idempotency-Key', async (status) => {
    const keys: (string | null)[] = []
    server.use(
      http.post(`${API}/createCartItem`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return keys.length === 1
          ? HttpResponse.json({ success: false, code: status, psdata: null }, { status })
          : HttpResponse.json({ success: true, code: 200, psdata: { ok: true } })
      }),
    )
    const result = await call({ call: 'createCartItem', body: { id_product: 1 } })
    expect(result.data).toMatchObject({ psdata: { ok: true } })
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('retries only once', async () => {
    let count = 0
    server.use(http.post(`${API}/createOrder`, () => (count++, HttpResponse.json({ success: false, code: 503, psdata: null }, { status: 503 }))))
    expect((await call({ call: 'createOrder' })).error).toMatchObject({ status: 503 })
    expect(count).toBe(2)
  })

  it.each([400, 401, 404, 422])('does not retry a POST on %i', async (status) => {
    let count = 0
    server.use(http.post(`${API}/createOrder`, () => (count++, HttpResponse.json({ success: false, code: status, psdata: null }, { status }))))
    await call({ call: 'createOrder' })
    expect(count).toBe(1)
  })

  it.each(['GET', 'PUT', 'DELETE'] as const)('never retries an idempotent %s and sends it no Idempotency-Key', async (method) => {
    setConfig({ endpoints: { getOrders: { method: method as 'GET' } } })
    let count = 0
    let key: string | null = 'unset'
    server.use(
      http.all(`${API}/getOrders`, ({ request }) => {
        count++
        key = request.headers.get('Idempotency-Key')
        return HttpResponse.json({ success: false, code: 503, psdata: null }, { status: 503 })
      }),
    )
    await call({ call: 'getOrders' })
    expect(count).toBe(1)
    expect(key).toBeNull()
  })

  it('uses the Idempotency-Key of the logical action when the caller gives one', async () => {
    let key: string | null = null
    server.use(
      http.post(`${API}/createAddress`, ({ request }) => ((key = request.headers.get('Idempotency-Key')), HttpResponse.json({ success: true, psdata: {} }))),
    )
    await call({ call: 'createAddress', idempotencyKey: 'action-42' })
    expect(key).toBe('action-42')
  })
})

describe('psdataBaseQuery: transport errors', () => {
  it("reports a network failure as 'Network Error'", async () => {
    server.use(http.post(`${API}/getThing`, () => HttpResponse.error()))
    expect((await call({ call: 'getThing' })).error).toEqual({ status: 'NETWORK', message: 'Network Error' })
  })

  it("reports a configured timeout as 'timeout of {n}ms exceeded'", async () => {
    setConfig({ requestTimeoutMs: 20 })
    server.use(http.post(`${API}/getThing`, async () => (await delay(200), HttpResponse.json({ success: true, psdata: 1 }))))
    expect((await call({ call: 'getThing' })).error).toEqual({ status: 'TIMEOUT', message: 'timeout of 20ms exceeded' })
  })

  it("reports an aborted request as 'Request aborted'", async () => {
    const controller = new AbortController()
    server.use(http.post(`${API}/getThing`, async () => (await delay(200), HttpResponse.json({ success: true, psdata: 1 }))))
    const pending = call({ call: 'getThing' }, { signal: controller.signal })
    controller.abort()
    expect((await pending).error).toEqual({ status: 'ABORTED', message: 'Request aborted' })
  })

  it("reports a base URL that is not http(s) as 'Unsupported protocol'", async () => {
    setConfig({ apiBaseUrl: 'ftp://shop.example/api' })
    expect((await call({ call: 'getThing' })).error).toEqual({ status: 'PROTOCOL', message: 'Unsupported protocol' })
  })
})

describe('psdataBaseQuery: the session', () => {
  it('sends a write only after the session-opening call on its way has answered, and reads at once', async () => {
    const arrived: string[] = []
    let answerBootstrap = () => undefined as void
    const bootstrapAnswered = new Promise<void>((resolve) => (answerBootstrap = resolve))
    server.use(
      http.post(`${API}/bootstrap`, async () => {
        arrived.push('bootstrap')
        await bootstrapAnswered
        return HttpResponse.json({ success: true, code: 200, psdata: {} })
      }),
      http.post(`${API}/createCartItem`, () => {
        arrived.push('createCartItem')
        return HttpResponse.json({ success: true, code: 201, psdata: {} })
      }),
      http.post(`${API}/getThing`, () => {
        arrived.push('getThing')
        return HttpResponse.json({ success: true, code: 200, psdata: {} })
      }),
    )
    const bootstrap = call({ call: 'bootstrap' }, { type: 'query' })
    await waitFor(() => expect(arrived).toEqual(['bootstrap']))
    const write = call({ call: 'createCartItem' }, { type: 'mutation' })
    await call({ call: 'getThing' }, { type: 'query' })
    expect(arrived).toEqual(['bootstrap', 'getThing'])
    answerBootstrap()
    await bootstrap
    expect((await write).data).toMatchObject({ success: true })
    expect(arrived).toEqual(['bootstrap', 'getThing', 'createCartItem'])
  })
})
