// The cart feature's own domain types (the cart itself is shared: see shared/cart).
import type { CountrySummary } from '@/shared/address'

/** Where the bag's shipping estimate is for: the shopper's shipping country (the country feature decides it). */
export type Destination = CountrySummary

/** The cheapest delivery of the bag to a country; `cheapest` is null when no carrier delivers there. */
export interface DeliveryEstimate {
  country: string | null
  cheapest: number | null
}
