// The heart on product cards and product pages: saves the product to the wishlist, or takes it off again.
import type { ProductId } from '@/shared/ids'
import FavoriteIcon from '@mui/icons-material/Favorite'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import IconButton, { type IconButtonProps } from '@mui/material/IconButton'
import { useIntl } from 'react-intl'
import type { ItemFacts } from '@/shared/analytics'
import { wishlistMessages as m } from '../messages'
import type { WishKey } from '../model/types'
import { useCustomerWishToggle, useGuestWishToggle, type WishlistToggleState } from './useWishlistToggle'

interface Props {
  productId: ProductId
  attributeId?: number
  productName: string
  /** Whether a customer is signed in (the page knows it from the bootstrap). */
  signedIn: boolean
  size?: IconButtonProps['size']
  /** The product as analytics knows it (add_to_wishlist). */
  item?: ItemFacts
}

type HeartProps = Pick<Props, 'productName' | 'size' | 'item'> & { wishKey: WishKey }

export function WishlistToggle({ productId, attributeId = 0, signedIn, ...heart }: Props) {
  const wishKey = { productId, attributeId }
  return signedIn ? <CustomerHeart wishKey={wishKey} {...heart} /> : <GuestHeart wishKey={wishKey} {...heart} />
}

function GuestHeart({ wishKey, item, ...heart }: HeartProps) {
  return <Heart state={useGuestWishToggle(wishKey, item)} {...heart} />
}

function CustomerHeart({ wishKey, item, ...heart }: HeartProps) {
  return <Heart state={useCustomerWishToggle(wishKey, item)} {...heart} />
}

function Heart({ state: { wished, toggle, pending }, productName, size }: Pick<HeartProps, 'productName' | 'size'> & { state: WishlistToggleState }) {
  const intl = useIntl()
  return (
    <IconButton
      aria-label={intl.formatMessage(m.toggle, { name: productName })}
      aria-pressed={wished}
      disabled={pending}
      onClick={() => void toggle()}
      size={size}
      sx={{ color: wished ? 'secondary.main' : 'inherit' }}
    >
      {wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  )
}
