import type { IntlShape } from 'react-intl'
import { deliveryMessages as m } from '../../messages/flow'
import type { Pudo } from '../../model/types'

/** "Collection point: Edicola Porta Venezia, Corso Buenos Aires 45, 20124 Milano" */
export const pudoText = (intl: IntlShape, pudo: Pudo) =>
  intl.formatMessage(m.point, { name: pudo.name, address: pudo.address, postcode: pudo.postcode, city: pudo.city })

/** "1.2 km" in the shopper's language. */
export const distanceText = (intl: IntlShape, km: number) =>
  new Intl.NumberFormat(intl.locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km)
