// The bag beside the checkout: its lines (picture, name, options, quantity stepper, remove), the voucher form behind
// a link (Baymard: an open coupon field sends shoppers off hunting for codes), and the totals with free-shipping
// progress, the duties note outside the EU and the instalments note. Changes here make the checkout read itself
// again (cartApi invalidates it). `collapsible`: a bar with the total that opens the summary (small screens).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { formatMoney } from '@/shared/i18n/money'
import { useGetCartItemsQuery } from '../api/cartApi'
import { cartMessages, orderSummaryMessages as m, summaryMessages } from '../messages'
import type { Cart } from '@/shared/cart'
import { CartLineItem } from './CartLineItem'
import { CartNoticeBar } from './CartNoticeBar'
import { CartSummary } from './CartSummary'
import { useCartActions } from './useCartActions'
import { VoucherForm } from './VoucherForm'

interface OrderSummaryProps {
  collapsible?: boolean
}

export function OrderSummary({ collapsible = false }: OrderSummaryProps) {
  const intl = useIntl()
  const { data: cart, isLoading } = useGetCartItemsQuery(useLocale())
  const [open, setOpen] = useState(false)
  if (isLoading) return <Skeleton variant="rounded" height={collapsible ? 48 : 320} />
  if (!cart) return <Typography color="error">{intl.formatMessage(m.loadFailed)}</Typography>
  if (cart.lines.length === 0) return null
  if (!collapsible) return <SummaryContent cart={cart} />
  const total = formatMoney(cart.totals.total, intl.locale)
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Button
        fullWidth
        aria-expanded={open}
        aria-controls="order-summary-content"
        onClick={() => setOpen((o) => !o)}
        sx={{ justifyContent: 'space-between', py: 1.5, px: 2 }}
      >
        {intl.formatMessage(open ? m.hide : m.show, { total })}
      </Button>
      <Collapse in={open} id="order-summary-content" unmountOnExit>
        <Box sx={{ px: 2, pb: 2 }}>
          <SummaryContent cart={cart} />
        </Box>
      </Collapse>
    </Box>
  )
}

function SummaryContent({ cart }: { cart: Cart }) {
  const intl = useIntl()
  const actions = useCartActions('summary')
  const [voucherOpen, setVoucherOpen] = useState(cart.vouchers.length > 0)
  return (
    <Box component="section" aria-labelledby="order-summary-title" data-testid="order-summary" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="order-summary-title" component="h2" variant="h6">
        {intl.formatMessage(summaryMessages.title)}
      </Typography>
      <Box component="ul" aria-label={intl.formatMessage(cartMessages.lines)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cart.lines.map((line) => (
          <CartLineItem key={line.key} line={line} compact onQuantity={actions.changeQuantity} onRemove={actions.removeLine} />
        ))}
      </Box>
      {voucherOpen ? (
        <VoucherForm vouchers={cart.vouchers} />
      ) : (
        <Button
          variant="text"
          aria-expanded={false}
          onClick={() => {
            setVoucherOpen(true)
            // The link gives way to the form: the cursor goes to its field (VoucherForm's `code`).
            requestAnimationFrame(() => document.getElementById('field-code')?.focus())
          }}
          sx={{ justifySelf: 'start', px: 0 }}
        >
          {intl.formatMessage(m.discountCode)}
        </Button>
      )}
      <CartSummary cart={cart} headingLevel="h3" title={intl.formatMessage(m.totals)} inCheckout />
      <CartNoticeBar surface="summary" onUndo={actions.undoRemove} onClose={actions.clearNotice} />
    </Box>
  )
}
