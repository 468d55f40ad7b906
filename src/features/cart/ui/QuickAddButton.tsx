// Quick add on a product card (products without variants): one tap adds one; the bag opens on success, the reason
// shows under the button on failure.
import type { ProductId } from '@/shared/ids'
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { cartMessages as m } from '../messages'
import { useAddToCart } from './useAddToCart'

export function QuickAddButton({ productId, name }: { productId: ProductId; name: string }) {
  const intl = useIntl()
  const { add, pending, error } = useAddToCart()
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddShoppingCartIcon />}
        aria-label={intl.formatMessage(m.quickAdd, { name })}
        disabled={pending}
        aria-busy={pending}
        onClick={(event) => event.detail <= 1 && void add(productId, null, 1)}
      >
        {intl.formatMessage(m.quickAddShort)}
      </Button>
      <Typography role="alert" variant="caption" color="error" component="p">
        {error ?? ''}
      </Typography>
    </Box>
  )
}
