// A product in a list: picture, name, brand, price, rating and stock state. Hovering or focusing it prefetches the
// product page's data, so the page usually opens without waiting.
//
// Memoised: a list redraws for many reasons (its query's state, the URL, the view mode) and a card is a hundred
// components; its props (the product from the cache, the list's stable `renderActions`) rarely change with them.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import { memo, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { PriceTag } from '@/shared/ui/PriceTag'
import { usePrefetch } from '../api/catalogApi'
import { catalogMessages as m } from '../messages'
import type { ProductSummary } from '../model/types'
import type { ViewMode } from '../model/viewSlice'
import { ProductImage } from './ProductImage'
import { StockBadge } from './StockBadge'
import { useSelectItem } from './itemLists'
import { RatingStars } from '@/shared/ui/RatingStars'

interface ProductCardProps {
  product: ProductSummary
  mode?: ViewMode
  priority?: boolean
  /** Actions other features provide (quick add, wishlist): stable while they stay the same, so cards are not redrawn. */
  renderActions?: (product: ProductSummary) => ReactNode
  /** Its position in the list it is shown in (analytics' select_item). */
  index?: number
}

// One class for every swatch; the colour is the element's own (a class per colour made runtime style work per card).
const Swatch = styled('span')(({ theme }) => ({
  display: 'block',
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: `1px solid ${theme.palette.divider}`,
}))

const GRID_SIZES = '(min-width: 1200px) 270px, (min-width: 900px) 30vw, 50vw'
const LIST_SIZES = '(min-width: 600px) 200px, 40vw'

export const ProductCard = memo(function ProductCard({ product, mode = 'grid', priority = false, renderActions, index }: ProductCardProps) {
  const intl = useIntl()
  const lang = useLocale()
  const select = useSelectItem(product, index)
  const prefetch = usePrefetch('getProduct')
  const warm = () => prefetch({ lang, id: product.id }, { ifOlderThan: 60 })
  const href = `/${lang}/${product.path}`
  return (
    <Box
      component="article"
      onMouseEnter={warm}
      onFocus={warm}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: mode === 'list' ? { xs: '40% 1fr', sm: '200px 1fr' } : '1fr',
        alignItems: 'start',
        alignContent: 'start',
        height: '100%',
      }}
    >
      <RouterLink to={href} tabIndex={-1} aria-hidden onClick={select}>
        <ProductImage image={product.primaryImage} sizes={mode === 'list' ? LIST_SIZES : GRID_SIZES} priority={priority} />
      </RouterLink>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        {product.brand ? (
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>
            {product.brand.name}
          </Typography>
        ) : null}
        <Typography component="h3" variant="body1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Link component={RouterLink} to={href} color="text.primary" underline="hover" onClick={select}>
            {product.name}
          </Link>
        </Typography>
        <PriceTag
          value={product.price.value}
          regularPrice={product.price.regularPrice}
          isDiscounted={product.price.isDiscounted}
          discountPercentage={product.price.discountPercentage}
        />
        {product.rating.count > 0 ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <RatingStars value={product.rating.average} precision={0.5} />
            <Typography variant="caption" color="text.secondary">
              <span className="visually-hidden">{intl.formatMessage(m.rating, product.rating)}</span>
              <span aria-hidden>({product.rating.count})</span>
            </Typography>
          </Stack>
        ) : null}
        {product.colors.length > 1 ? (
          <Stack
            direction="row"
            spacing={0.5}
            role="img"
            aria-label={intl.formatMessage(m.colours, { list: intl.formatList(product.colors.map((c) => c.name)) })}
          >
            {product.colors.slice(0, 6).map((c) => (
              <Swatch key={c.name} style={{ backgroundColor: c.color }} />
            ))}
          </Stack>
        ) : null}
        <StockBadge availability={product.availability} isNew={product.isNew} />
        {mode === 'list' && product.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {product.description.replace(/<[^>]*>/g, ' ')}
          </Typography>
        ) : null}
        {renderActions?.(product)}
      </Stack>
    </Box>
  )
})
