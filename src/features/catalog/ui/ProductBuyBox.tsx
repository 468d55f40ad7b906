// The right-hand column: heading, price and stock (announced when a new variant arrives), options, size guide,
// quantity and the buy button. Marked busy while a newly chosen variant loads; the previous one stays visible.
//
// The buy button is the page's (`renderAddToCart`, given what is to be bought): adding belongs to the cart feature,
// and its state (pending, the failure) stays in the button — a tap on "Add to bag" redraws the button, not the page
// (which took ~40 components and ~25 ms of the tap's response at 4× CPU).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useMemo, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { PriceTag } from '@/shared/ui/PriceTag'
import { productMessages as m } from '../messages'
import type { Product } from '../model/types'
import type { Purchase } from './AddToCart'
import { ProductHeading } from './ProductHeading'
import { clampQuantity, quantityBounds } from './quantity'
import { QuantityField } from './QuantityField'
import { SizeGuideButton } from './SizeGuideButton'
import { StockNotice } from './StockNotice'
import { VariantPicker } from './VariantPicker'

export interface ProductBuyBoxProps {
  product: Product
  selectedVariantId: number | null
  onSelectVariant: (variantId: number) => void
  switching?: boolean
  variantFailed?: boolean
  brandHref?: string
  reviewsHref?: string
  /** The buy button (an AddToCart with the cart feature's add) for what is chosen. */
  renderAddToCart: (purchase: Purchase) => ReactNode
}

export function ProductBuyBox({
  product,
  selectedVariantId,
  onSelectVariant,
  switching = false,
  variantFailed = false,
  brandHref,
  reviewsHref,
  renderAddToCart,
}: ProductBuyBoxProps) {
  const intl = useIntl()
  const [quantity, setQuantity] = useState(1)
  // One object while the product's stock is the same: the (memoised) quantity field is not redrawn by adding.
  const bounds = useMemo(
    () => quantityBounds(product.quantityLimit, product.availability, product.selectionExists),
    [product.quantityLimit, product.availability, product.selectionExists],
  )
  const { price } = product
  const chosenQuantity = clampQuantity(quantity, bounds)
  const purchase: Purchase = {
    variantId: product.variants.length > 0 ? (product.selectedVariantId ?? selectedVariantId) : null,
    quantity: chosenQuantity,
    preorder: product.availability === 'preorder',
    canBuy: bounds.max > 0 && !switching,
  }
  return (
    <Stack spacing={2.5} aria-busy={switching} sx={{ minWidth: 0 }}>
      <ProductHeading product={product} brandHref={brandHref} reviewsHref={reviewsHref} />
      <Box aria-live="polite" aria-atomic data-testid="product-offer">
        <PriceTag
          size="large"
          value={price.value}
          regularPrice={price.regularPrice}
          isDiscounted={price.isDiscounted}
          discountPercentage={price.discountPercentage}
        />
        <StockNotice
          availability={product.availability}
          stock={product.quantityLimit}
          preorderDate={product.preorderDate}
          selectionExists={product.selectionExists}
        />
      </Box>
      {variantFailed ? <Alert severity="warning">{intl.formatMessage(m.variantFailed)}</Alert> : null}
      <VariantPicker groups={product.attributes} variants={product.variants} selectedVariantId={selectedVariantId} onSelect={onSelectVariant} />
      {product.sizeGuide ? <SizeGuideButton guide={product.sizeGuide} /> : null}
      <QuantityField value={chosenQuantity} bounds={bounds} onChange={setQuantity} />
      {renderAddToCart(purchase)}
    </Stack>
  )
}
