// The fetch a server render uses: calls to this shop's own origin are answered by the API in the same process
// (fastify inject: no socket, no network hop); any other back end (config.js pointing elsewhere) is fetched.
// Each answer's entities become the page's cache tags (render/cacheTags.ts).
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { collectTags } from './cacheTags'

/** Marks the renderer's own calls (test controls' forced failures are meant for the browser's calls). */
export const SERVER_RENDER_HEADER = 'x-server-render'

/** The fetch of one render; the entities of every answer it got are added to `tags`. */
export function inProcessFetch(app: FastifyInstance, origin: string, tags: Set<string>): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== origin) {
      const answer = await fetch(request)
      if (answer.ok && answer.headers.get('content-type')?.includes('json')) tagsOf(await answer.clone().text(), tags)
      return answer
    }
    const headers = Object.fromEntries(request.headers)
    headers[SERVER_RENDER_HEADER] = '1'
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text()
    const answer = await app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers, payload: body })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value))
    }
    if (answer.statusCode < 300 && String(answer.headers['content-type']).includes('json')) tagsOf(plain(answer), tags)
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders })
  }
}

/** The tags of an answer's JSON; an answer that is not JSON after all tags nothing (the page itself decides what to do with it). */
function tagsOf(json: string, tags: Set<string>): void {
  try {
    collectTags(JSON.parse(json), tags)
  } catch {
    // not JSON: no entities
  }
}

/** An injected answer's body as text, whatever encoding the API chose for it. */
function plain(answer: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.rawPayload).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(answer.rawPayload).toString()
  return answer.rawPayload.toString()
}
