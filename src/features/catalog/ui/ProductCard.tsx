// A product in a list: picture, name, brand, price, rating and stock state. Hovering or focusing it prefetches the
// product page's data, so the page usually opens without waiting.
//
// Memoised: a list redraws for many reasons (its query's state, the URL, the view mode) and a card is dozens of
// components; its props (the product from the cache, the list's stable `renderActions`) rarely change with them.
// Its own rows are plain elements styled by the card's root (one class for the whole card): as MUI's Box, Stack,
// Typography and Link they were 35 of a card's 64 components, and a page hydrates or draws 8–32 cards at once
// (`npm run interactions -- --react`).
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

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  alignContent: 'start',
  height: '100%',
  '&.list': { gridTemplateColumns: '40% 1fr', [theme.breakpoints.up('sm')]: { gridTemplateColumns: '200px 1fr' } },
  '& .rows': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5), minWidth: 0 },
  '& .row': { display: 'flex', flexDirection: 'row', gap: theme.spacing(0.5) },
  '& .rating': { alignItems: 'center' },
  '& .caption': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  '& .brand': { textTransform: 'uppercase', letterSpacing: '0.06em' },
  '& h3': { ...theme.typography.body1, margin: 0, fontWeight: 600, lineHeight: 1.3 },
  '& h3 a': { color: theme.palette.text.primary, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& .description': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
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
    <Card onMouseEnter={warm} onFocus={warm} className={mode === 'list' ? 'list' : undefined}>
      <RouterLink to={href} tabIndex={-1} aria-hidden onClick={select}>
        <ProductImage image={product.primaryImage} sizes={mode === 'list' ? LIST_SIZES : GRID_SIZES} importance={priority ? 'main' : 'normal'} />
      </RouterLink>
      <div className="rows">
        {product.brand ? <span className="caption brand">{product.brand.name}</span> : null}
        <h3>
          <RouterLink to={href} onClick={select}>
            {product.name}
          </RouterLink>
        </h3>
        <PriceTag
          value={product.price.value}
          regularPrice={product.price.regularPrice}
          isDiscounted={product.price.isDiscounted}
          discountPercentage={product.price.discountPercentage}
        />
        {product.rating.count > 0 ? (
          <div className="row rating">
            <RatingStars value={product.rating.average} precision={0.5} />
            <span className="caption">
              <span className="visually-hidden">{intl.formatMessage(m.rating, product.rating)}</span>
              <span aria-hidden>({product.rating.count})</span>
            </span>
          </div>
        ) : null}
        {product.colors.length > 1 ? (
          <div className="row" role="img" aria-label={intl.formatMessage(m.colours, { list: intl.formatList(product.colors.map((c) => c.name)) })}>
            {product.colors.slice(0, 6).map((c) => (
              <Swatch key={c.name} style={{ backgroundColor: c.color }} />
            ))}
          </div>
        ) : null}
        <StockBadge availability={product.availability} isNew={product.isNew} />
        {mode === 'list' && product.description ? <p className="description">{product.description.replace(/<[^>]*>/g, ' ')}</p> : null}
        {renderActions?.(product)}
      </div>
    </Card>
  )
})
