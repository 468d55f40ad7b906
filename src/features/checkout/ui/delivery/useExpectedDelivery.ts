// The expected delivery dates of a carrier in the page's language, from the days in transit the API gives for
// this destination; null when it gives none (the carrier's own words are shown then).
import { useIntl } from 'react-intl'
import { expectedDelivery } from '../../model/deliveryDates'
import type { Carrier } from '../../model/types'

export function useExpectedDelivery(): (carrier: Carrier) => string | null {
  const intl = useIntl()
  return (carrier) => expectedDelivery(carrier.deliveryDays, intl.locale)
}
