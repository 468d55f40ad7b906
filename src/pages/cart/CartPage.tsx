// /{lang}/cart: the shopping bag.
import { useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { CartView } from '@/features/cart'
import { useShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'
import type { Locale } from '@/shared/config'
import { PageTitle } from '@/shared/ui/PageTitle'
import { pageMessages } from '../pageMessages'

export default function CartPage() {
  const intl = useIntl()
  const lang = useParams().lang as Locale
  const title = intl.formatMessage(pageMessages.cart)
  const destination = useShippingDestination(useShopData(lang).data)
  return (
    <>
      <PageTitle title={title} />
      <CartView lang={lang} title={title} destination={destination} />
    </>
  )
}
