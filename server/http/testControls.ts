// End-to-end test controls (only with SHOP_TEST_CONTROLS=1): change runtime settings, make the next call(s)
// of a name fail with a chosen status before doing any work, to exercise the web app's retry and error pages,
// pretend a new version was deployed (the service worker script changes, as it does with every build), move an
// order on (processing, shipped, delivered at a given moment: the withdrawal period starts from a delivery) and
// forget the throttling counters (a journey that looks orders up many times from one address).
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/apiError'
import { envelope } from '../lib/envelope'
import { SHOP_TAG } from '../render/cacheTags'
import { catalogChanged } from '../services/catalogChanges'
import { arr, bool, dateTime, int, obj, oneOf, str } from '@contract/schema'
import { CAPABILITY_NAMES } from '@contract/capabilities'
import type { ShopSettings } from '../services/settings'
import { FULFILMENT_STATUSES, recordFulfilment, type FulfilmentStatus } from '../services/orders/fulfilment'
import type { Shop } from '../shop'
import type { TestControls } from './testControlState'

export function registerTestControls(app: FastifyInstance, shop: Shop, controls: TestControls): void {
  const settingsBody = obj({
    maintenance_mode: bool(),
    theme: oneOf(['blue', 'default']),
    capabilities_off: arr(oneOf(CAPABILITY_NAMES), CAPABILITY_NAMES.length),
  })
  app.post('/sandbox/test/settings', { schema: { body: settingsBody } }, async (req) => {
    const settings = await shop.settings.update(req.body as Partial<ShopSettings>)
    // Every page shows the theme and the capabilities.
    await catalogChanged(shop, [SHOP_TAG])
    return envelope(200, settings)
  })
  app.post('/sandbox/test/service-worker', { schema: { body: obj({ revision: str(40) }) } }, async (req) => {
    controls.serviceWorkerRevision = (req.body as { revision?: string }).revision || null
    return envelope(200, { revision: controls.serviceWorkerRevision })
  })
  // Only while test controls are on: the build's service worker, plus the revision set above.
  app.get('/sw.js', async (_req, reply) => {
    const file = path.join(shop.config.distDir, 'sw.js')
    if (!fs.existsSync(file)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    const revision = controls.serviceWorkerRevision ? `\n// test revision ${controls.serviceWorkerRevision}\n` : ''
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(fs.readFileSync(file, 'utf8') + revision)
  })
  app.post(
    '/sandbox/test/order-status',
    {
      schema: {
        body: obj({ reference: str(32, 1), status: oneOf(FULFILMENT_STATUSES), at: dateTime() }, ['reference', 'status']),
      },
    },
    async (req) => {
      const { reference, status, at } = req.body as { reference: string; status: FulfilmentStatus; at?: string }
      const [order] = await shop.db.query<{ id_order: number }>('select id_order from orders where reference = $1', [reference.trim().toUpperCase()])
      if (!order) throw notFound('order.not_found')
      await recordFulfilment(shop.db, order.id_order, status, at ? new Date(at) : new Date())
      const [fresh] = await shop.db.query<{ reference: string; status: string; delivered_at: Date | null }>(
        'select reference, status, delivered_at from orders where id_order = $1',
        [order.id_order],
      )
      return envelope(200, { ...fresh, delivered_at: fresh!.delivered_at ? new Date(fresh!.delivered_at).toISOString() : null })
    },
  )
  app.post('/sandbox/test/clear-throttles', { schema: { body: obj({}) } }, async () => {
    await shop.db.query('delete from throttle_hits')
    return envelope(200, null, 'Throttling counters cleared')
  })
  app.post(
    '/sandbox/test/fail-next',
    { schema: { body: obj({ call: str(100, 1), status: int(400, 599), times: int(1, 100) }, ['call', 'status']) } },
    async (req) => {
      const { call, status, times = 1 } = req.body as { call: string; status: number; times?: number }
      controls.failNext(call, status, times)
      return envelope(200, { call, status, times })
    },
  )
}
