// Hooks every call passes first: the request language, forced failures from the test controls, maintenance mode.
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../lib/apiError'
import { requestLang } from '../lib/lang'
import { SERVER_RENDER_HEADER } from '../render/inProcessFetch'
import type { Shop } from '../shop'

/** The only call answered during maintenance: the web app learns about maintenance from it. */
const OPEN_DURING_MAINTENANCE = new Set(['bootstrap'])

export function registerGuards(app: FastifyInstance, shop: Shop): void {
  app.addHook('onRequest', async (req) => {
    req.lang = requestLang(req.headers['accept-language'])
    const call = req.routeOptions.config.call
    if (!call) return
    req.callName = call
    // Forced failures are for the browser's calls: a server render never consumes them.
    const forced = req.headers[SERVER_RENDER_HEADER] ? null : shop.testControls?.take(call)
    if (forced) throw new ApiError(forced, forced === 503 ? 'server.maintenance' : 'server.simulated_failure')
    if (!OPEN_DURING_MAINTENANCE.has(call) && (await shop.settings.get()).maintenance_mode) {
      throw new ApiError(503, 'server.maintenance')
    }
  })
}
