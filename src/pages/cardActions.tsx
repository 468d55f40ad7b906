// What product cards offer besides their link: the wishlist heart on every card, and quick add on products
// without variants that can be bought (the others need their page to choose a size or colour).
import Stack from '@mui/material/Stack'
import { useCallback } from 'react'
import { QuickAddButton } from '@/features/cart'
import { cardFacts, type ProductSummary } from '@/features/catalog'
import { useShopData } from '@/features/shop'
import { WishlistToggle } from '@/features/wishlist'

export function useCardActions() {
  const { signedIn } = useShopData((shop) => ({ signedIn: Boolean(shop?.customer) }))
  // Stable while the sign-in state is: a list redrawn for another reason keeps its cards' actions.
  return useCallback(
    (product: ProductSummary) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {product.defaultVariantId === null && product.availability !== 'unavailable' ? <QuickAddButton productId={product.id} name={product.name} /> : null}
        <WishlistToggle productId={product.id} productName={product.name} signedIn={signedIn} size="small" item={cardFacts(product)} />
      </Stack>
    ),
    [signedIn],
  )
}
