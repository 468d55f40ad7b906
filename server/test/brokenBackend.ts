// A back end that breaks the contract on purpose, for the conformance kit's own test: an HTTP server in front of the
// reference API (answered in-process through fastify's inject) that passes every request through and lets a test
// rewrite chosen answers — rename a field, drop the envelope, answer a refusal as HTTP 200 as the PrestaShop REST
// module does. The kit, which only speaks HTTP, must then fail with a line naming the call and the field.
import Fastify, { type FastifyInstance } from 'fastify'
import type { Json } from './harness'

export interface ProxiedAnswer {
  status: number
  body: Json
}

/** Rewrites the answer of one call (by name); the answer is left alone when it gives back undefined. */
export type Breakage = (call: string, answer: ProxiedAnswer) => ProxiedAnswer | undefined

/** Renames `from` to `to` in every product of getProducts' list. */
export const renameProductId: Breakage = (call, answer) => {
  if (call !== 'getProducts' || !answer.body?.psdata?.products) return undefined
  const products = answer.body.psdata.products.map(({ id_product, ...rest }: Json) => ({ ...rest, id: id_product }))
  return { status: answer.status, body: { ...answer.body, psdata: { ...answer.body.psdata, products } } }
}

/** getCountries answers its psdata bare, without { success, code, psdata }. */
export const dropCountriesEnvelope: Breakage = (call, answer) =>
  call === 'getCountries' && answer.body?.success ? { status: answer.status, body: answer.body.psdata } : undefined

/** getProduct's refusals come back as HTTP 200 with success: true and the message as psdata (binshops' REST module). */
export const productErrorsAs200: Breakage = (call, answer) =>
  call === 'getProduct' && answer.status >= 400
    ? { status: 200, body: { success: true, code: answer.status, psdata: answer.body?.message ?? 'error' } }
    : undefined

const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding'])

/** Listens on a free port of 127.0.0.1 in front of `api`; its URL is the back end the kit is pointed at. */
export async function startBrokenBackend(api: FastifyInstance, breakages: Breakage[]): Promise<{ url: string; close(): Promise<void> }> {
  const proxy = Fastify()
  proxy.removeAllContentTypeParsers()
  proxy.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  proxy.all('/*', async (req, reply) => {
    // Uncompressed, so that the answer can be rewritten.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'content-length' && name !== 'accept-encoding')) as Record<
      string,
      string
    >
    const answer = await api.inject({ method: req.method as 'GET' | 'POST', url: req.url, headers, payload: (req.body as string | undefined) ?? undefined })
    for (const [name, value] of Object.entries(answer.headers)) if (!HOP_HEADERS.has(name) && value !== undefined) reply.header(name, value)
    const call = req.url.replace(/^\/api\//, '').split('?')[0]!
    let json: Json
    try {
      json = answer.json()
    } catch {
      return reply.code(answer.statusCode).send(answer.rawPayload)
    }
    let result: ProxiedAnswer = { status: answer.statusCode, body: json }
    for (const breakage of breakages) result = breakage(call, result) ?? result
    return reply.code(result.status).type('application/json; charset=utf-8').send(JSON.stringify(result.body))
  })
  await proxy.listen({ port: 0, host: '127.0.0.1' })
  const address = proxy.server.address()
  if (!address || typeof address === 'string') throw new Error('the broken back end did not start')
  return { url: `http://127.0.0.1:${address.port}`, close: () => proxy.close() }
}
