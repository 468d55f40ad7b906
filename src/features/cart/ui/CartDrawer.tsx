// The bag: a drawer from the right with the lines (the one just added first, with 'Product Added To Cart'), the
// totals and the ways on (the cart page, the checkout). Loaded on first use, outside the first download.
import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { useGetCartItemsQuery } from '../api/cartApi'
import { cartMessages as m, summaryMessages as s } from '../messages'
import { drawerClosed, selectJustAdded, selectDrawerOpen } from '../model/cartSlice'
import { lineKey } from '@/shared/cart'
import { CartLineItem } from './CartLineItem'
import { CartNoticeBar } from './CartNoticeBar'
import { CartSummary } from './CartSummary'
import { useCartActions } from './useCartActions'
import type { Destination } from '../model/types'

export default function CartDrawer({ destination }: { destination: Destination | null }) {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const open = useAppSelector(selectDrawerOpen)
  const added = useAppSelector(selectJustAdded)
  const closeBag = () => dispatch(drawerClosed())
  // Subscribed as long as the drawer exists, so the header's count always has a cart to read.
  const { data: cart } = useGetCartItemsQuery(lang)
  const actions = useCartActions('drawer')
  const addedKey = added ? lineKey(added) : null
  const lines = cart ? [...cart.lines].sort((a, b) => Number(b.key === addedKey) - Number(a.key === addedKey)) : []
  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={closeBag}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, 'aria-labelledby': 'bag-title' } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="bag-title" component="h2" variant="h6" sx={{ flex: 1 }}>
            {intl.formatMessage(m.drawerTitle)}
          </Typography>
          <IconButton aria-label={intl.formatMessage(m.close)} onClick={closeBag}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>
          {addedKey && cart?.lines.some((l) => l.key === addedKey) ? (
            <Alert severity="success" role="status" sx={{ mb: 1 }}>
              {intl.formatMessage(m.added)}
            </Alert>
          ) : null}
          {cart && lines.length === 0 ? <Typography>{intl.formatMessage(m.empty)}</Typography> : null}
          <Box component="ul" aria-label={intl.formatMessage(m.lines)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lines.map((line) => (
              <CartLineItem key={line.key} line={line} compact onQuantity={actions.changeQuantity} onRemove={actions.removeLine} />
            ))}
          </Box>
          {cart && lines.length > 0 ? (
            <Box sx={{ mt: 2 }}>
              <CartSummary cart={cart} headingLevel="h3" destination={destination} />
            </Box>
          ) : null}
        </Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
          {cart && lines.length > 0 ? (
            <Button component={RouterLink} to={`/${lang}/checkout`} variant="contained" size="large" onClick={closeBag}>
              {intl.formatMessage(s.checkout)}
            </Button>
          ) : null}
          <Button component={RouterLink} to={`/${lang}/cart`} variant="outlined" onClick={closeBag}>
            {intl.formatMessage(m.viewBag)}
          </Button>
        </Box>
        {/* Inside the drawer: the modal hides everything outside it from screen readers and the keyboard, and the
            header (where the drawer's slot is) stacks below the drawer, so a notice out there was never seen. */}
        <CartNoticeBar surface="drawer" onUndo={actions.undoRemove} onClose={actions.clearNotice} />
      </Drawer>
    </>
  )
}
