// One wished product in the account: picture, name (linking to the product), price, and its two actions.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { formatMoney } from '@/shared/i18n/money'
import { wishlistMessages as m } from '../messages'
import type { WishlistItem } from '../model/types'
import { useLocale } from '@/shared/i18n/useLocale'

interface Props {
  item: WishlistItem
  busy: boolean
  onRemove: () => void
  onMoveToCart?: () => void
}

export function WishlistItemRow({ item, busy, onRemove, onMoveToCart }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      {item.image ? (
        <img src={item.image.url} alt="" width={72} height={72} loading="lazy" style={{ objectFit: 'cover', borderRadius: 6 }} />
      ) : (
        <Box sx={{ width: 72, height: 72, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden />
      )}
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Link component={RouterLink} to={item.url} sx={{ fontWeight: 600 }}>
          {item.name}
        </Link>
        <Typography>
          {item.discounted ? (
            <Box component="s" sx={{ color: 'text.secondary', mr: 1 }}>
              {formatMoney(item.regularPrice, lang)}
            </Box>
          ) : null}
          {formatMoney(item.price, lang)}
        </Typography>
        {item.available ? null : (
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(m.unavailable)}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {onMoveToCart && item.available ? (
          <Button variant="contained" onClick={onMoveToCart} disabled={busy} aria-label={intl.formatMessage(m.moveToCartLabel, { name: item.name })}>
            {intl.formatMessage(m.moveToCart)}
          </Button>
        ) : null}
        <Button onClick={onRemove} disabled={busy} aria-label={intl.formatMessage(m.removeLabel, { name: item.name })}>
          {intl.formatMessage(m.remove)}
        </Button>
      </Box>
    </Box>
  )
}
