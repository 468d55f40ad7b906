// /{lang}/my-account (signed-in customers; the route guard sends guests to login): profile, password, newsletter
// and consents, and the wishlist.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { AccountFrame, AccountSection, ProfileSections, profileMessages } from '@/features/account'
import { useAddToCart } from '@/features/cart'
import { useBootstrapQuery } from '@/features/shop'
import { WishlistSection, wishlistMessages } from '@/features/wishlist'
import { pageMessages } from '../pageMessages'
import { useLocale } from '@/shared/i18n/useLocale'

export default function AccountPage() {
  const intl = useIntl()
  const lang = useLocale()
  const customer = useBootstrapQuery(lang).data?.customer
  const cart = useAddToCart()
  const greeting = customer ? <Typography color="textSecondary">{intl.formatMessage(profileMessages.greeting, { name: customer.firstName })}</Typography> : null
  return (
    <AccountFrame title={intl.formatMessage(pageMessages.account)} intro={greeting}>
      <Stack spacing={3}>
        <ProfileSections />
        <AccountSection id="wishlist" title={intl.formatMessage(wishlistMessages.title)}>
          <WishlistSection onMoveToCart={(item) => cart.add(item.productId, item.attributeId || null, 1)} />
        </AccountSection>
      </Stack>
    </AccountFrame>
  )
}
