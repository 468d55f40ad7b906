// /{lang}/checkout: the checkout steps and the bag beside them — two columns on wide screens (the summary stays in
// view), and on small ones a bar with the total above the steps that opens the summary. Signing in happens in the
// contact step with the account's own form; the country detected for the shopper is preselected in new addresses.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useIntl } from 'react-intl'
import { LoginForm } from '@/features/account'
import { OrderSummary } from '@/features/cart'
import { CheckoutFlow, type SignInSlot } from '@/features/checkout'
import { useBootstrapQuery } from '@/features/shop'
import { useMergeGuestWishlist } from '@/features/wishlist'
import { PageTitle } from '@/shared/ui/PageTitle'
import { pageMessages } from '../pageMessages'
import { useShippingDestination } from '@/features/country'
import { useLocale } from '@/shared/i18n/useLocale'

const wide = (theme: Theme) => theme.breakpoints.up('md')

export default function CheckoutPage() {
  const intl = useIntl()
  const lang = useLocale()
  const { data: shop, refetch: refetchShop } = useBootstrapQuery(lang)
  const mergeWishlist = useMergeGuestWishlist()
  // Measured at once in the browser (the checkout is never server-rendered): no first frame in the wrong layout.
  const twoColumns = useMediaQuery(wide, { noSsr: true })
  const title = intl.formatMessage(pageMessages.checkout)

  // The session changed: the shop's header data and the guest's wishlist follow, then the checkout reads itself again.
  const signIn: SignInSlot = (onSignedIn) => (
    <LoginForm
      onSignedIn={async () => {
        await Promise.all([refetchShop(), mergeWishlist()])
        await onSignedIn()
      }}
    />
  )
  // A new address starts in the shopper's shipping country (the one the bag's estimate was for).
  const destination = useShippingDestination(shop?.countries, shop?.settings.freeShipping.country)
  const flow = <CheckoutFlow signIn={signIn} defaultCountryIso={destination?.iso ?? shop?.detectedCountry} />
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* The flow keeps its place in the tree whatever the width: it must not start again (and forget what was
          typed) when a window is resized across the breakpoint. Only the summary moves. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' }, columnGap: 4, alignItems: 'start' }}>
        {twoColumns ? null : (
          <Box sx={{ mb: 2 }}>
            <OrderSummary collapsible />
          </Box>
        )}
        <Box>{flow}</Box>
        {twoColumns ? (
          <Box sx={{ position: 'sticky', top: 16, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <OrderSummary />
          </Box>
        ) : null}
      </Box>
    </Container>
  )
}
