// /{lang}/cart: the shopping bag.
import { useIntl } from 'react-intl'
import { CartView } from '@/features/cart'
import { useShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'
import { PageTitle } from '@/shared/ui/PageTitle'
import { pageMessages } from '../pageMessages'

export default function CartPage() {
  const intl = useIntl()
  const title = intl.formatMessage(pageMessages.cart)
  const { countries, home } = useShopData((shop) => ({ countries: shop?.countries, home: shop?.settings.freeShipping.country }))
  const destination = useShippingDestination(countries, home)
  return (
    <>
      <PageTitle title={title} />
      <CartView title={title} destination={destination} />
    </>
  )
}
