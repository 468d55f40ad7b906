import { CAPABILITY_NAMES, declaredCapabilities, isCapability } from './capabilities'

describe('declared capabilities', () => {
  it('are all on when a back end declares none, and only an explicit false turns one off', () => {
    const allOn = Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, true]))
    expect(declaredCapabilities(undefined)).toEqual(allOn)
    expect(declaredCapabilities(null)).toEqual(allOn)
    expect(declaredCapabilities('returns')).toEqual(allOn)
    expect(declaredCapabilities({ returns: false, brands: 0, loyalty_points: null, teleportation: false })).toEqual({ ...allOn, returns: false })
  })

  it('are the six optional parts of the contract', () => {
    expect(CAPABILITY_NAMES).toEqual(['brands', 'pickup_points', 'loyalty_points', 'returns', 'review_editing', 'delivery_messages'])
    expect(isCapability('returns')).toBe(true)
    expect(isCapability('wishlist')).toBe(false)
  })
})
