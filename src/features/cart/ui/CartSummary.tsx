// The totals box: subtotal, discounts, shipping estimate, points, total with the taxes included, the free-shipping
// progress and the instalments note; on the page also the checkout button.
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { formatMoney } from '@/shared/i18n/money'
import { summaryMessages as m } from '../messages'
import { freeShippingNotice, instalmentsOffered, shippingLine } from '../model/display'
import type { Cart } from '@/shared/cart'

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  )
}

export function FreeShippingProgress({ cart }: { cart: Cart }) {
  const intl = useIntl()
  const money = (n: number) => formatMoney(n, intl.locale)
  const notice = freeShippingNotice(cart)
  if (notice.kind === 'none') return null
  if (notice.kind === 'reached') return <Typography color="success.main">{intl.formatMessage(m.freeShippingReached)}</Typography>
  if (notice.kind === 'brandReached') return <Typography color="success.main">{intl.formatMessage(m.freeShippingBrand, { brand: notice.brand })}</Typography>
  return (
    <Box>
      <Typography variant="body2">{intl.formatMessage(m.freeShippingProgress, { remaining: money(notice.remaining), from: money(notice.from) })}</Typography>
      <LinearProgress variant="determinate" value={notice.percent} aria-label={intl.formatMessage(m.freeShippingBar)} sx={{ my: 1, height: 6, borderRadius: 3 }} />
      {notice.brand ? (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.freeShippingBrandProgress, { remaining: money(notice.brand.remaining), brand: notice.brand.name })}
        </Typography>
      ) : null}
    </Box>
  )
}

interface CartSummaryProps {
  cart: Cart
  headingLevel?: 'h2' | 'h3'
  /** The heading; "Order summary" unless the box sits inside a section of that name. */
  title?: string
  /** In the checkout the shipping line is the chosen carrier's price: no note that it will be recalculated there. */
  inCheckout?: boolean
  children?: ReactNode
}

export function CartSummary({ cart, headingLevel = 'h2', title, inCheckout = false, children }: CartSummaryProps) {
  const intl = useIntl()
  const money = (n: number) => formatMoney(n, intl.locale)
  const { totals } = cart
  const shipping = shippingLine(cart)
  return (
    <Box component="section" aria-labelledby="cart-summary-title" data-testid="cart-summary" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="cart-summary-title" component={headingLevel} variant="h6">
        {title ?? intl.formatMessage(m.title)}
      </Typography>
      <FreeShippingProgress cart={cart} />
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={intl.formatMessage(m.subtotal)} value={money(totals.products)} />
        {totals.discounts > 0 ? <Row label={intl.formatMessage(m.discounts)} value={`−${money(totals.discounts)}`} /> : null}
        <Row
          label={intl.formatMessage(m.shipping)}
          value={shipping.kind === 'amount' ? money(shipping.amount) : intl.formatMessage(shipping.kind === 'free' ? m.shippingFree : m.shippingAtCheckout)}
        />
        {totals.points > 0 ? <Row label={intl.formatMessage(m.points)} value={`−${money(totals.points)}`} /> : null}
        {totals.vatExempt > 0 ? <Row label={intl.formatMessage(m.vatExempt)} value={`−${money(totals.vatExempt)}`} /> : null}
        <Row label={intl.formatMessage(m.total)} value={money(totals.total)} strong />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.taxIncluded, { tax: money(totals.tax) })}
      </Typography>
      {inCheckout ? null : (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.shippingNote)}
        </Typography>
      )}
      {totals.dutiesExcluded ? (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.duties)}
        </Typography>
      ) : null}
      {instalmentsOffered(cart) ? (
        <Typography variant="body2" data-testid="instalments-note">
          {intl.formatMessage(m.instalments, { min: money(cart.instalments.min), max: money(cart.instalments.max) })}
        </Typography>
      ) : null}
      {children}
    </Box>
  )
}
