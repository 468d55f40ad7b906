// /{lang}/my-account/orders (signed-in customers): the order history (?page=), one order's details
// (?order=<reference>, the link of the confirmation e-mail) and the return requests, in the account's frame.
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { AccountFrame } from '@/features/account'
import { OrderDetails, OrderHistory, ReturnsList } from '@/features/orders'
import { useShopData } from '@/features/shop'
import { pageMessages } from '../pageMessages'

export default function OrdersPage() {
  const intl = useIntl()
  const [params] = useSearchParams()
  const reference = params.get('order')
  const { returnDays } = useShopData((shop) => ({ returnDays: shop?.settings.returnDays }))
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1))
  return (
    <AccountFrame title={intl.formatMessage(pageMessages.orders)}>
      {reference ? (
        <OrderDetails reference={reference} returnDays={returnDays} />
      ) : (
        <>
          <OrderHistory page={page} />
          <ReturnsList />
        </>
      )}
    </AccountFrame>
  )
}
