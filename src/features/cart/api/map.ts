// psdata → what the bag shows before the checkout.
import type { DeliveryEstimate } from '../model/types'
import type { PsCarrierChoices } from './dto'

/** The cheapest delivery of this cart to the country (the API applies the free-shipping rules to its prices). */
export function mapDeliveryEstimate(psdata: PsCarrierChoices): DeliveryEstimate {
  const prices = psdata.carriers.map((carrier) => (carrier.is_free ? 0 : carrier.price))
  return { country: psdata.country_iso, cheapest: prices.length ? Math.min(...prices) : null }
}
