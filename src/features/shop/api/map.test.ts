import { bootstrapFixture } from '../mocks/fixtures'
import { mapBootstrap, mapRedirect } from './map'

describe('mapRedirect', () => {
  it('names the target and keeps the status the back end chose', () => {
    expect(mapRedirect({ to: '/en/login', status: 302 })).toEqual({ target: '/en/login', status: 302 })
    expect(mapRedirect({ to: '/de/3-pullover-merino.html', status: 301 })).toEqual({ target: '/de/3-pullover-merino.html', status: 301 })
  })

  it('reads a move without a status as permanent', () => {
    expect(mapRedirect({ to: '/en/brands/3-nordkap' })).toEqual({ target: '/en/brands/3-nordkap', status: 301 })
  })

  it('has no target for a path that stays, an empty one or no psdata at all', () => {
    expect(mapRedirect({ to: null }).target).toBeNull()
    expect(mapRedirect({ to: '' }).target).toBeNull()
    expect(mapRedirect(null).target).toBeNull()
  })
})

describe('mapBootstrap: what product offers state about shipping and returns', () => {
  const config = { theme: 'blue' as const, maintenance_mode: false }

  it('takes the shop’s delivery to the door, free-shipping rules, returns and profiles', () => {
    const settings = mapBootstrap(bootstrapFixture({ same_as: ['https://www.instagram.com/ridgeline/'] }).psdata, config).settings
    expect(settings.sameAs).toEqual(['https://www.instagram.com/ridgeline/'])
    expect(settings.offerPolicies.freeShipping).toEqual({ country: 'IT', from: 150, brands: [{ id: 3, from: 75 }] })
    expect(settings.offerPolicies.shippingZones[0]).toEqual({
      countries: ['IT'],
      carriers: [
        { price: 6.9, freeShippingApplies: true, days: { min: 2, max: 3 } },
        { price: 12.9, freeShippingApplies: false, days: { min: 1, max: 1 } },
      ],
    })
    expect(settings.offerPolicies.returns).toEqual({
      days: 14,
      country: 'IT',
      byMail: true,
      freeCountries: ['IT'],
      labelFee: 5.9,
      countries: ['IT', 'DE', 'CH', 'US'],
    })
  })

  it('states no delivery, return fees or profiles a back end does not send', () => {
    const older = { ...bootstrapFixture().psdata.settings }
    delete older.home_delivery
    delete older.returns
    delete older.same_as
    const settings = mapBootstrap({ ...bootstrapFixture().psdata, settings: older }, config).settings
    expect(settings.sameAs).toEqual([])
    expect(settings.offerPolicies.shippingZones).toEqual([])
    expect(settings.offerPolicies.returns).toMatchObject({ days: 14, country: null, byMail: false, freeCountries: [], labelFee: null })
  })
})
