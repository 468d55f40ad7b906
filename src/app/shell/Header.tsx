// The shop's header: logo, search, account, cart and language on the first row; on desktop widths the menu has
// the second row to itself, so that the search field fits next to it on every laptop in all five languages (below
// `lg` the menu is a drawer and the search an icon).
//
// The header stays on screen while everything else changes: its parts are memoised, and the bag's count is its
// own component, so adding to the bag redraws the count, not the menu, the search and the language switcher.
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { AccountButton } from '@/features/account'
import { CartSlot, useCartCount } from '@/features/cart'
import { useShopData } from '@/features/shop'
import { getConfig } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { appMessages } from '../messages'
import { CountBadge } from './CountBadge'
import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'
import { useShopDestination } from '@/pages/shopDestination'

export function Header() {
  const intl = useIntl()
  const lang = useLocale()
  const data = useShopData((shop) => ({
    menu: shop?.menu,
    settings: shop?.settings,
    customer: shop?.customer,
    cartCount: shop?.cartCount,
  }))
  const destination = useShopDestination()
  const shop = getConfig().shopName
  const menu = data.menu ?? []
  const brandsEnabled = data.settings?.brandsEnabled ?? getConfig().theme === 'blue'
  const customer = data.customer ?? null
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 1100, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64, px: { xs: 1, sm: 3 } }}>
        <MobileMenu items={menu} brandsEnabled={brandsEnabled} />
        <Typography
          component={RouterLink}
          to={`/${lang}`}
          aria-label={intl.formatMessage(appMessages.home, { shop })}
          variant="h6"
          sx={{ fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'primary.main', textDecoration: 'none', mr: 2 }}
        >
          {shop}
        </Typography>
        {/* The search: a field next to the logo on desktop widths, an icon with the others on the right below. */}
        <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
        <HeaderSearch brandsEnabled={brandsEnabled} />
        <Box sx={{ flexGrow: { xs: 0, lg: 1 } }} />
        <AccountButton
          customerName={customer ? `${customer.firstName} ${customer.lastName}`.trim() : null}
          signInLabel={intl.formatMessage(appMessages.signIn)}
          accountLabel={intl.formatMessage(appMessages.account)}
        />
        <CartButton sessionCount={data.cartCount ?? 0} />
        <CartSlot destination={destination} />
        <Box sx={{ display: { xs: 'none', md: 'block' }, ml: 1 }}>
          <LanguageSwitcher compact />
        </Box>
      </Box>
      <Box sx={{ display: { xs: 'none', lg: 'block' }, px: 2, pb: 0.5 }}>
        <MainNav items={menu} brandsEnabled={brandsEnabled} />
      </Box>
    </Box>
  )
}

function CartButton({ sessionCount }: { sessionCount: number }) {
  const intl = useIntl()
  const lang = useLocale()
  const cartCount = useCartCount(sessionCount)
  return (
    <IconButton component={RouterLink} to={`/${lang}/cart`} aria-label={intl.formatMessage(appMessages.cart, { count: cartCount })}>
      <ShoppingBagOutlinedIcon />
      <CountBadge count={cartCount} />
    </IconButton>
  )
}
