// The shipping row of the bag before the checkout: the cheapest delivery to the shopper's country ("from 4,90 €",
// or free), asked for this cart. A failed estimate says shipping is calculated at checkout, as before.
import Skeleton from '@mui/material/Skeleton'
import { useIntl } from 'react-intl'
import { formatMoney } from '@/shared/i18n/money'
import { useGetCarriersQuery } from '../api/cartApi'
import { summaryMessages as m } from '../messages'
import type { Destination } from '../model/types'
import { useLocale } from '@/shared/i18n/useLocale'

/** The shipping row's label and value for the destination. */
export function useEstimatedShipping(destination: Destination) {
  const intl = useIntl()
  const lang = useLocale()
  // currentData: the answer for this country only (never the previous country's while this one loads).
  const { currentData: data, isError } = useGetCarriersQuery({ lang, country: destination.iso })
  const label = intl.formatMessage(m.shippingTo, { country: destination.name })
  if (data?.cheapest === null) return { label, value: intl.formatMessage(m.shippingUnavailable) }
  if (data)
    return {
      label,
      value: data.cheapest === 0 ? intl.formatMessage(m.shippingFree) : intl.formatMessage(m.shippingFrom, { amount: formatMoney(data.cheapest, intl.locale) }),
    }
  return { label, value: isError ? intl.formatMessage(m.shippingAtCheckout) : <Skeleton width={64} aria-hidden /> }
}
