// Files served next to the API: generated images and manuals under /img (cached for ever: their names change
// when they change), the SPA build's files (hashed assets under /assets immutable, others revalidated), and any
// other GET that accepts HTML (see negotiation.ts) is a page of the shop (see render/pageResponder).
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { notFound } from '../lib/apiError'
import { errorEnvelope } from '../lib/envelope'
import { refusal } from '../lib/refusal'
import { resolveFile, sendFile } from './files'
import { acceptsHtml } from './negotiation'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Paths the SPA never owns: their unknown URLs are real 404s. */
const NOT_SPA = /^\/(api|content|img|sandbox)(\/|$)|^\/(sitemap[\w-]*\.xml|robots\.txt)$/
/** Files of the build that are not there: never a page, even for a client that accepts anything (`Accept: *\/*`):
 * the assets folder, and a name with an extension other than .html (a product page's). */
const MISSING_FILE = /^\/assets\/|\.(?!html$)[a-z0-9]{1,12}$/i

export type PageHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>

export function registerStatic(app: FastifyInstance, imageDir: string, distDir: string, page: PageHandler): void {
  const images = path.resolve(imageDir)
  const dist = path.resolve(distDir)

  app.route({
    method: ['GET', 'HEAD'],
    url: '/img/*',
    handler: async (req, reply) => {
      const file = resolveFile(images, (req.params as { '*': string })['*'])
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
      return sendFile(req, reply, file, IMMUTABLE)
    },
  })

  const otherwise = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0]!
    if (/^\/(api|content)(\/|$)/.test(pathname)) return reply.code(404).send(errorEnvelope(notFound(refusal('request.unknown_call', { path: pathname }))))
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    const file = pathname === '/' ? null : resolveFile(dist, pathname)
    if (file) return sendFile(req, reply, file, pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    if (MISSING_FILE.test(pathname) || !fs.existsSync(path.join(dist, 'index.html'))) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    // Pages are HTML only: a client that refuses HTML is told so (406), not that the page does not exist.
    if (!acceptsHtml(req.headers)) return reply.code(406).type('text/plain; charset=utf-8').send('Not acceptable: this address is an HTML page')
    return page(req, reply)
  }
  // A route rather than only the not-found handler: routes get fastify-compress (pages are 100–250 KB of HTML).
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: otherwise })
  app.setNotFoundHandler(otherwise)
}
