// Answers of catalogue reads kept ready to send: the JSON text and, made once on first demand, its brotli and
// gzip bodies. A cache hit then costs a lookup and a write instead of serialising and compressing 50 KB again.
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '../lib/envelope'

type Encoding = 'br' | 'gzip'

export class CachedAnswer {
  private readonly json: Buffer
  private readonly encoded = new Map<Encoding, Buffer>()

  constructor(readonly body: Envelope) {
    this.json = Buffer.from(JSON.stringify(body))
  }

  bytes(encoding: Encoding | null): Buffer {
    if (!encoding) return this.json
    let data = this.encoded.get(encoding)
    if (!data) {
      data =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
            })
          : zlib.gzipSync(this.json, { level: 6 })
      this.encoded.set(encoding, data)
    }
    return data
  }
}

/** Below this size compressing is not worth it (as @fastify/compress's threshold). */
const COMPRESS_FROM = 1024

export function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const large = answer.bytes(null).length >= COMPRESS_FROM
  const encoding: Encoding | null = !large ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
  reply
    .code(answer.body.code)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Encoding, Accept-Language')
  if (encoding) reply.header('Content-Encoding', encoding)
  return reply.send(answer.bytes(encoding))
}
