// Absolute URLs for links that leave the browser (e-mails): PUBLIC_URL when set, else the request's origin.
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'

export function absoluteUrl(config: ServerConfig, req: FastifyRequest, pathAndQuery: string): string {
  const base = config.publicUrl ?? `${req.protocol}://${req.headers.host ?? `localhost:${config.port}`}`
  return `${base}${pathAndQuery}`
}
