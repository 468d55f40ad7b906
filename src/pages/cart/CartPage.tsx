// /{lang}/cart: the shopping bag.
import { useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { CartView } from '@/features/cart'
import type { Locale } from '@/shared/config'
import { PageTitle } from '@/shared/ui/PageTitle'
import { pageMessages } from '../pageMessages'

export default function CartPage() {
  const intl = useIntl()
  const lang = useParams().lang as Locale
  const title = intl.formatMessage(pageMessages.cart)
  return (
    <>
      <PageTitle title={title} />
      <CartView lang={lang} title={title} />
    </>
  )
}
