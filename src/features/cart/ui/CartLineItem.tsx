// One line of the bag: picture, name, chosen options, unit price (with the list price when discounted), stepper,
// line total and remove.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { formatMoney } from '@/shared/i18n/money'
import { PriceTag } from '@/shared/ui/PriceTag'
import { lineMessages as m } from '../messages'
import type { CartLine } from '@/shared/cart'
import { discountPercent } from '@contract/money'
import { QuantityStepper } from './QuantityStepper'

const SR_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const

interface CartLineItemProps {
  line: CartLine
  onQuantity: (line: CartLine, quantity: number) => void
  onRemove: (line: CartLine) => void
  compact?: boolean
}

export function CartLineItem({ line, onQuantity, onRemove, compact = false }: CartLineItemProps) {
  const intl = useIntl()
  const size = compact ? 64 : 96
  const percent = line.discounted && line.regularPrice > 0 ? discountPercent(line.regularPrice, line.price) : undefined
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{ display: 'grid', gridTemplateColumns: `${size}px 1fr auto`, gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ width: size, height: size, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
        {line.image ? (
          <img src={line.image.url} alt="" width={size} height={size} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={line.url} underline="hover" color="inherit" sx={{ fontWeight: 600 }}>
          {line.name}
        </Link>
        {line.attributes ? (
          <Typography variant="body2" color="textSecondary">
            {line.attributes}
          </Typography>
        ) : null}
        {line.preorder ? (
          <Typography variant="caption" color="info.main" component="p">
            {intl.formatMessage(m.preorder)}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, my: 0.5 }}>
          <PriceTag value={line.price} regularPrice={line.regularPrice} isDiscounted={line.discounted} discountPercentage={percent} />
        </Box>
        <Typography variant="caption" color="textSecondary" component="p">
          {intl.formatMessage(m.unitPrice, { price: formatMoney(line.price, intl.locale) })}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <QuantityStepper name={line.name} quantity={line.quantity} max={line.maxQuantity} onCommit={(q) => onQuantity(line, q)} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="line-total">
          <Box component="span" sx={SR_ONLY}>
            {intl.formatMessage(m.lineTotal)}{' '}
          </Box>
          {formatMoney(line.total, intl.locale)}
        </Typography>
        <IconButton aria-label={intl.formatMessage(m.remove, { name: line.name })} onClick={() => onRemove(line)}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  )
}
