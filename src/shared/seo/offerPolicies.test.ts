import { returnPolicies, shippingDetails, type OfferPolicies } from './offerPolicies'

/** The demo shop's rules (free to Italy from 150 EUR, from 100 EUR for brand 1; returns free from Italy only). */
const POLICIES: OfferPolicies = {
  currency: 'EUR',
  freeShipping: { country: 'IT', from: 150, brands: [{ id: 1, from: 100 }] },
  shippingZones: [
    {
      countries: ['IT', 'SM'],
      carriers: [
        { price: 6.9, freeShippingApplies: true, days: { min: 2, max: 3 } },
        { price: 12.9, freeShippingApplies: false, days: { min: 1, max: 1 } },
      ],
    },
    {
      countries: ['AT', 'DE'],
      carriers: [
        { price: 7.9, freeShippingApplies: false, days: { min: 7, max: 15 } },
        { price: 9.9, freeShippingApplies: true, days: { min: 3, max: 6 } },
      ],
    },
    { countries: ['US'], carriers: [{ price: 19.9, freeShippingApplies: false, days: null }] },
  ],
  returns: { days: 14, country: 'IT', byMail: true, freeCountries: ['IT'], labelFee: 5.9, countries: ['IT', 'DE', 'US'] },
}

const rates = (price: number, brand: number | null = null) =>
  shippingDetails(POLICIES, price, brand).map((d) => ({
    to: (d.shippingDestination as unknown as { addressCountry: string }[]).map((r) => r.addressCountry),
    value: (d.shippingRate as { value: number }).value,
    transit: (d.deliveryTime as { transitTime?: { minValue: number; maxValue: number } } | undefined)?.transitTime,
  }))

describe('shippingDetails', () => {
  it('gives the cheapest delivery to the door for each group of countries, with its days in transit', () => {
    expect(rates(79)).toEqual([
      { to: ['IT', 'SM'], value: 6.9, transit: expect.objectContaining({ minValue: 2, maxValue: 3 }) },
      { to: ['AT', 'DE'], value: 7.9, transit: expect.objectContaining({ minValue: 7, maxValue: 15 }) },
      { to: ['US'], value: 19.9, transit: undefined },
    ])
  })

  it('ships one piece of 150 EUR or more free to Italy only, with a carrier free shipping counts for', () => {
    expect(rates(150)).toEqual([
      { to: ['IT'], value: 0, transit: expect.objectContaining({ minValue: 2, maxValue: 3 }) },
      { to: ['SM'], value: 6.9, transit: expect.objectContaining({ minValue: 2, maxValue: 3 }) },
      { to: ['AT', 'DE'], value: 7.9, transit: expect.objectContaining({ minValue: 7, maxValue: 15 }) },
      { to: ['US'], value: 19.9, transit: undefined },
    ])
  })

  it('ships a brand’s product free to Italy from the brand’s own lower amount', () => {
    expect(rates(120, 1)[0]).toEqual({ to: ['IT'], value: 0, transit: expect.anything() })
    expect(rates(120, 2)[0]).toEqual({ to: ['IT', 'SM'], value: 6.9, transit: expect.anything() })
    expect(rates(99.99, 1)[0]).toEqual({ to: ['IT', 'SM'], value: 6.9, transit: expect.anything() })
  })

  it('states the delivery time as the checkout promises it: days in transit from the day of the order', () => {
    expect(shippingDetails(POLICIES, 79, null)[0]).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 6.9, currency: 'EUR' },
      shippingDestination: [
        { '@type': 'DefinedRegion', addressCountry: 'IT' },
        { '@type': 'DefinedRegion', addressCountry: 'SM' },
      ],
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 3, unitCode: 'DAY' },
      },
    })
  })

  it('states nothing for a shop that sends no delivery rules', () => {
    expect(shippingDetails({ ...POLICIES, shippingZones: [] }, 79, null)).toEqual([])
  })
})

describe('returnPolicies', () => {
  it('gives the return window, method and fees: free from Italy, the label’s cost from elsewhere', () => {
    const base = {
      '@type': 'MerchantReturnPolicy',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnPolicyCountry: 'IT',
    }
    expect(returnPolicies(POLICIES)).toEqual([
      { ...base, applicableCountry: ['IT'], returnFees: 'https://schema.org/FreeReturn' },
      {
        ...base,
        applicableCountry: ['DE', 'US'],
        returnFees: 'https://schema.org/ReturnShippingFees',
        returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: 5.9, currency: 'EUR' },
      },
    ])
  })

  it('claims no fees or method it does not know, and no window when returns are not accepted', () => {
    const unknown = { ...POLICIES.returns, country: null, byMail: false, freeCountries: [], labelFee: null }
    expect(returnPolicies({ ...POLICIES, returns: unknown })).toEqual([
      {
        '@type': 'MerchantReturnPolicy',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 14,
        applicableCountry: ['IT', 'DE', 'US'],
      },
    ])
    expect(returnPolicies({ ...POLICIES, returns: { ...unknown, days: 0 } })).toEqual([
      { '@type': 'MerchantReturnPolicy', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted', applicableCountry: ['IT', 'DE', 'US'] },
    ])
    expect(returnPolicies({ ...POLICIES, returns: { ...POLICIES.returns, countries: [] } })).toEqual([])
  })
})
