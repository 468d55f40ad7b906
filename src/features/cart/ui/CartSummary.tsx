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
import type { Destination } from '../model/types'
import { useEstimatedShipping } from './EstimatedShipping'
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
      <LinearProgress
        variant="determinate"
        value={notice.percent}
        aria-label={intl.formatMessage(m.freeShippingBar)}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      {notice.brand ? (
        <Typography variant="body2" color="textSecondary">
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
  /** The shopper's shipping country (before the checkout): the estimate, the free-shipping message and the duties
   * note are for it. */
  destination?: Destination | null
  children?: ReactNode
}

/** The shipping row: the carrier's price once chosen; before, the estimate to the shopper's country. */
function ShippingRow({ cart, destination }: { cart: Cart; destination: Destination | null }) {
  const intl = useIntl()
  const shipping = shippingLine(cart)
  if (destination && cart.totals.shipping === null && cart.lines.length > 0) return <EstimateRow destination={destination} />
  const value =
    shipping.kind === 'amount'
      ? formatMoney(shipping.amount, intl.locale)
      : intl.formatMessage(shipping.kind === 'free' ? m.shippingFree : m.shippingAtCheckout)
  return <Row label={intl.formatMessage(m.shipping)} value={value} />
}

function EstimateRow({ destination }: { destination: Destination }) {
  const { label, value } = useEstimatedShipping(destination)
  return <Row label={label} value={value} />
}

export function CartSummary({ cart, headingLevel = 'h2', title, inCheckout = false, destination = null, children }: CartSummaryProps) {
  const intl = useIntl()
  const money = (n: number) => formatMoney(n, intl.locale)
  const { totals } = cart
  const before = inCheckout ? null : destination
  // The free-shipping rule is for one country (Italy): elsewhere its message would mislead.
  const freeShippingApplies = !before || before.iso === cart.freeShipping.country
  return (
    <Box component="section" aria-labelledby="cart-summary-title" data-testid="cart-summary" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="cart-summary-title" component={headingLevel} variant="h6">
        {title ?? intl.formatMessage(m.title)}
      </Typography>
      {freeShippingApplies ? <FreeShippingProgress cart={cart} /> : null}
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={intl.formatMessage(m.subtotal)} value={money(totals.products)} />
        {totals.discounts > 0 ? <Row label={intl.formatMessage(m.discounts)} value={`−${money(totals.discounts)}`} /> : null}
        <ShippingRow cart={cart} destination={before} />
        {totals.points > 0 ? <Row label={intl.formatMessage(m.points)} value={`−${money(totals.points)}`} /> : null}
        {totals.vatExempt > 0 ? <Row label={intl.formatMessage(m.vatExempt)} value={`−${money(totals.vatExempt)}`} /> : null}
        <Row label={intl.formatMessage(m.total)} value={money(totals.total)} strong />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {intl.formatMessage(m.taxIncluded, { tax: money(totals.tax) })}
      </Typography>
      {inCheckout ? null : (
        <Typography variant="body2" color="textSecondary">
          {intl.formatMessage(m.shippingNote)}
        </Typography>
      )}
      {totals.dutiesExcluded || (before && !before.isEu) ? (
        <Typography variant="body2" color="textSecondary">
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
