// The cart page's content: the lines, the summary with vouchers and the way to the checkout; an empty bag offers
// the way back to shopping.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { analyticsEvents, useTrackOnce } from '@/shared/analytics'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetCartItemsQuery } from '../api/cartApi'
import { cartMessages as m, summaryMessages as s } from '../messages'
import { CartLineItem } from './CartLineItem'
import { CartNoticeBar } from './CartNoticeBar'
import { CartProblems } from './CartProblems'
import { CartSummary } from './CartSummary'
import { useCartActions } from './useCartActions'
import { VoucherForm } from './VoucherForm'
import type { Destination } from '../model/types'

/** `title`: the page's heading (the route's own title). */
export function CartView({ title, destination = null }: { title: string; destination?: Destination | null }) {
  const intl = useIntl()
  const lang = useLocale()
  const { data: cart, isLoading, isError, isFetching, refetch } = useGetCartItemsQuery(lang)
  const actions = useCartActions('cart')
  // Reported once per visit of the page, with the bag as it was found (changes are reported on their own).
  useTrackOnce(cart ? 'cart' : null, () => (cart && cart.lines.length ? analyticsEvents.viewCart(cart) : null))
  const heading = (
    <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
      {title}
      {cart && cart.count > 0 ? (
        <Typography component="span" variant="body1" color="textSecondary" sx={{ ml: 2 }}>
          {intl.formatMessage(m.itemCount, { count: cart.count })}
        </Typography>
      ) : null}
    </Typography>
  )
  let body
  if (isLoading) {
    body = <CircularProgress aria-label={intl.formatMessage(m.loading)} />
  } else if (isError || !cart) {
    body = <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={() => void refetch()} disabled={isFetching} />
  } else if (cart.lines.length === 0) {
    body = (
      <Box sx={{ py: 4 }}>
        <Typography sx={{ mb: 2 }}>{intl.formatMessage(m.empty)}</Typography>
        <Button component={RouterLink} to={`/${lang}`} variant="contained">
          {intl.formatMessage(m.continueShopping)}
        </Button>
      </Box>
    )
  } else {
    body = (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 4, alignItems: 'start' }}>
        <Box>
          <CartProblems problems={cart.problems} />
          <Box component="ul" aria-label={intl.formatMessage(m.lines)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.key} line={line} onQuantity={actions.changeQuantity} onRemove={actions.removeLine} />
            ))}
          </Box>
          <Button component={RouterLink} to={`/${lang}`} sx={{ mt: 2 }}>
            {intl.formatMessage(m.continueShopping)}
          </Button>
        </Box>
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2 }}>
          <CartSummary cart={cart} destination={destination}>
            <VoucherForm vouchers={cart.vouchers} />
            <Button component={RouterLink} to={`/${lang}/checkout`} variant="contained" size="large" fullWidth>
              {intl.formatMessage(s.checkout)}
            </Button>
          </CartSummary>
        </Box>
      </Box>
    )
  }
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {heading}
      {body}
      <CartNoticeBar surface="cart" onUndo={actions.undoRemove} onClose={actions.clearNotice} />
    </Container>
  )
}
