// Sends files from a directory: content type by extension, ETag / Last-Modified with 304, precompressed .br/.gz
// siblings when the client accepts them, and no path may leave the directory.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
}

/** The file for a URL path inside root, or null (missing, a directory, or outside root). */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  if (file !== root && !file.startsWith(root + path.sep)) return null
  try {
    return fs.statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

function precompressed(file: string, acceptEncoding: string): { file: string; encoding: string } | null {
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && fs.existsSync(file + ext)) return { file: file + ext, encoding }
  }
  return null
}

export async function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): Promise<FastifyReply> {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  const variant = precompressed(file, String(req.headers['accept-encoding'] ?? ''))
  const served = variant?.file ?? file
  const stat = fs.statSync(served)
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${variant ? `-${variant.encoding}` : ''}"`
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Last-Modified', stat.mtime.toUTCString()).header('Vary', 'Accept-Encoding')
  reply.type(type)
  if (req.headers['if-none-match'] === etag) return reply.code(304).send()
  if (variant) reply.header('Content-Encoding', variant.encoding)
  reply.header('Content-Length', stat.size)
  if (req.method === 'HEAD') return reply.send()
  return reply.send(fs.createReadStream(served))
}
