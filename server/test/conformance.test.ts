// The conformance kit (conformance/, npm run conformance) judged on known back ends: the reference API passes it —
// with every optional capability on, and with all declared off, whose checks are then skipped —, and a back end that renames a field,
// drops the envelope or answers a refusal as HTTP 200 fails it with a line that names the call and the field.
import { CAPABILITY_NAMES } from '@contract/capabilities'
import { formatResult } from '../../conformance/report'
import { configFromEnv } from '../config'
import { runConformance } from '../../conformance/run'
import { dropCountriesEnvelope, productErrorsAs200, renameProductId, startBrokenBackend } from './brokenBackend'
import { Client, resetDb, startTestApp } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

describe('bootstrap declares the capabilities', () => {
  it('offers every capability unless the shop declares some off, and leaves the brands out of the menu with brands off', async () => {
    const shopper = new Client(ctx.app)
    const all = (await shopper.call('bootstrap')).body.psdata
    expect(all.capabilities).toEqual(Object.fromEntries(CAPABILITY_NAMES.map((c) => [c, true])))
    expect(all.menuItems.map((m: { type: string }) => m.type)).toContain('manufacturers')

    await ctx.shop.settings.update({ capabilities_off: ['brands', 'returns'] })
    const some = (await shopper.call('bootstrap')).body.psdata
    expect(some.capabilities).toMatchObject({
      brands: false,
      returns: false,
      pickup_points: true,
      loyalty_points: true,
      review_editing: true,
      delivery_messages: true,
    })
    expect(some.menuItems.map((m: { type: string }) => m.type)).not.toContain('manufacturers')
  })

  it('reads SHOP_CAPABILITIES_OFF: names separated by commas or spaces, unset keeps the stored setting, an unknown name stops the start', () => {
    expect(configFromEnv({ SHOP_CAPABILITIES_OFF: 'brands, returns  loyalty_points' }).capabilitiesOff).toEqual(['brands', 'returns', 'loyalty_points'])
    expect(configFromEnv({ SHOP_CAPABILITIES_OFF: 'none' }).capabilitiesOff).toEqual([])
    expect(configFromEnv({}).capabilitiesOff).toBeNull()
    expect(() => configFromEnv({ SHOP_CAPABILITIES_OFF: 'brands,wishlist' })).toThrow('SHOP_CAPABILITIES_OFF: wishlist is not a capability')
  })

  it('takes them from the test controls, refusing a name that is no capability', async () => {
    const set = (body: unknown) => ctx.app.inject({ method: 'POST', url: '/sandbox/test/settings', payload: body as object })
    expect((await set({ capabilities_off: ['loyalty_points'] })).statusCode).toBe(200)
    expect((await ctx.shop.settings.get()).capabilities_off).toEqual(['loyalty_points'])
    expect((await set({ capabilities_off: ['teleportation'] })).statusCode).toBe(422)
  })
})

describe('the conformance kit', () => {
  // Both runs go over HTTP, through a proxy that changes nothing: the kit sees the API as a shop's back end would.
  it('passes the reference API with every capability on: every check run, none failed', async () => {
    const backend = await startBrokenBackend(ctx.app, [])
    try {
      const report = await runConformance({ baseUrl: backend.url })
      expect(report.failed.map(formatResult)).toEqual([])
      expect(report.results.filter((r) => r.outcome === 'skip').map(formatResult)).toEqual([])
      expect(report.results.filter((r) => r.outcome === 'pass').length).toBeGreaterThan(100)
    } finally {
      await backend.close()
    }
  })

  it('passes the reference API with every capability declared off, skipping those checks', async () => {
    await ctx.shop.settings.update({ capabilities_off: [...CAPABILITY_NAMES] })
    const backend = await startBrokenBackend(ctx.app, [])
    try {
      const report = await runConformance({ baseUrl: backend.url })
      expect(report.failed.map(formatResult)).toEqual([])
      const skipped = report.results.filter((r) => r.outcome === 'skip').map((r) => r.call)
      expect(skipped).toEqual(
        expect.arrayContaining(['getBrands', 'getPudos', 'getLoyaltyPoints', 'getReturns', 'updateProductReview', 'addOrEditDeliveryMessage']),
      )
      expect(report.results.filter((r) => r.outcome === 'pass').length).toBeGreaterThan(80)
    } finally {
      await backend.close()
    }
  })

  it('fails a back end that renames a field, drops the envelope or answers a refusal as HTTP 200, naming call and field', async () => {
    const backend = await startBrokenBackend(ctx.app, [renameProductId, dropCountriesEnvelope, productErrorsAs200])
    try {
      const failures = (await runConformance({ baseUrl: backend.url })).failed.map(formatResult)
      expect(failures).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^✗ getProducts: psdata\.products\[0\]\.id_product missing/),
          expect.stringMatching(/^✗ getCountries: success missing; code missing; psdata missing \(not the envelope/),
          expect.stringMatching(/^✗ getProduct: HTTP 200 for a refusal \(success true, code 404\): expected HTTP 404 with code product\.not_found/),
        ]),
      )
    } finally {
      await backend.close()
    }
  })
})
