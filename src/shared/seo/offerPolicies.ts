// What an offer says about shipping and returns, from the shop's own rules (bootstrap settings): for one piece of
// the product, the cheapest delivery to the door in each country with its days in transit, and the return policy.
// Search engines show both with the price; they must be what the checkout then charges.
import type { MerchantReturnPolicy, OfferShippingDetails, QuantitativeValue } from 'schema-dts'

export interface DeliveryOption {
  price: number
  /** The shop's free shipping counts for this carrier. */
  freeShippingApplies: boolean
  /** Working days in transit; null when the carrier does not say. */
  days: { min: number; max: number } | null
}

export interface ShippingZone {
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[]
  /** Every carrier that delivers to the door there (collection points are not shipping for search engines). */
  carriers: DeliveryOption[]
}

export interface OfferPolicies {
  currency: string
  /** Free shipping to one country from an amount of products, or from a brand's own (lower) amount of its products. */
  freeShipping: { country: string; from: number; brands: { id: number; from: number }[] }
  shippingZones: ShippingZone[]
  returns: {
    days: number
    /** Where returns are sent, when known. */
    country: string | null
    byMail: boolean
    /** Countries from which returning is free; elsewhere the return label costs `labelFee` (null: not known). */
    freeCountries: string[]
    labelFee: number | null
    /** The countries the shop sells to: where the policy applies. */
    countries: string[]
  }
}

const days = (min: number, max: number): QuantitativeValue => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' })

/** Whether one piece at `price` ships free to the free-shipping country. */
function shipsFree({ freeShipping }: OfferPolicies, price: number, brandId: number | null): boolean {
  return price >= freeShipping.from || freeShipping.brands.some((b) => b.id === brandId && price >= b.from)
}

function cheapest(carriers: DeliveryOption[], free: boolean) {
  const options = carriers.map((c) => ({ cost: free && c.freeShippingApplies ? 0 : c.price, days: c.days }))
  return options.reduce<(typeof options)[number] | null>(
    (best, o) => (!best || o.cost < best.cost || (o.cost === best.cost && (o.days?.max ?? Infinity) < (best.days?.max ?? Infinity)) ? o : best),
    null,
  )
}

/** One OfferShippingDetails per group of countries with the same cheapest delivery. */
export function shippingDetails(policies: OfferPolicies, price: number, brandId: number | null): OfferShippingDetails[] {
  const free = shipsFree(policies, price, brandId)
  const home = policies.freeShipping.country
  return policies.shippingZones.flatMap((zone) => {
    const groups =
      free && zone.countries.includes(home)
        ? [
            { countries: [home], free: true },
            { countries: zone.countries.filter((c) => c !== home), free: false },
          ]
        : [{ countries: zone.countries, free: false }]
    return groups.flatMap(({ countries, free: isFree }): OfferShippingDetails[] => {
      const best = cheapest(zone.carriers, isFree)
      if (!best || countries.length === 0) return []
      return [
        {
          '@type': 'OfferShippingDetails',
          shippingRate: { '@type': 'MonetaryAmount', value: best.cost, currency: policies.currency },
          shippingDestination: countries.map((country) => ({ '@type': 'DefinedRegion', addressCountry: country })),
          // The checkout counts a carrier's days in transit from the day of the order (checkout/model/deliveryDates),
          // so that is the delivery time promised here too: no handling days on top.
          ...(best.days
            ? { deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0, 0), transitTime: days(best.days.min, best.days.max) } }
            : {}),
        },
      ]
    })
  })
}

/** The return policy, one per fee: free from some countries, the label's cost from the others. */
export function returnPolicies({ returns, currency }: OfferPolicies): MerchantReturnPolicy[] {
  const base: MerchantReturnPolicy = {
    '@type': 'MerchantReturnPolicy',
    ...(returns.days > 0
      ? { returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: returns.days }
      : { returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' }),
    ...(returns.byMail ? { returnMethod: 'https://schema.org/ReturnByMail' } : {}),
    ...(returns.country ? { returnPolicyCountry: returns.country } : {}),
  }
  const free = returns.countries.filter((c) => returns.freeCountries.includes(c) || returns.labelFee === 0)
  const paid = returns.countries.filter((c) => !free.includes(c))
  const policies: MerchantReturnPolicy[] = []
  if (free.length) policies.push({ ...base, applicableCountry: free, ...(returns.days > 0 ? { returnFees: 'https://schema.org/FreeReturn' } : {}) })
  if (paid.length) {
    const fees =
      returns.labelFee !== null && returns.days > 0
        ? {
            returnFees: 'https://schema.org/ReturnShippingFees' as const,
            returnShippingFeesAmount: { '@type': 'MonetaryAmount' as const, value: returns.labelFee, currency },
          }
        : {}
    policies.push({ ...base, applicableCountry: paid, ...fees })
  }
  return policies
}
