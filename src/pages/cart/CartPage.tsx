// /{lang}/cart: the shopping bag.
import { useIntl } from 'react-intl'
import { CartView } from '@/features/cart'
import { PageTitle } from '@/shared/ui/PageTitle'
import { pageMessages } from '../pageMessages'
import { useShopDestination } from '../shopDestination'

export default function CartPage() {
  const intl = useIntl()
  const title = intl.formatMessage(pageMessages.cart)
  const destination = useShopDestination()
  return (
    <>
      <PageTitle title={title} />
      <CartView title={title} destination={destination} />
    </>
  )
}
