// The fetch a server render uses: calls to this shop's own origin are answered by the API in the same process
// (fastify inject: no socket, no network hop); any other back end (config.js pointing elsewhere) is fetched.
import type { FastifyInstance } from 'fastify'

/** Marks the renderer's own calls (test controls' forced failures are meant for the browser's calls). */
export const SERVER_RENDER_HEADER = 'x-server-render'

export function inProcessFetch(app: FastifyInstance, origin: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== origin) return fetch(request)
    const headers = Object.fromEntries(request.headers)
    headers[SERVER_RENDER_HEADER] = '1'
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text()
    const answer = await app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers, payload: body })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value))
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders })
  }
}
