// A titled row of products (home lists, related products, suggestions on an empty search). It scrolls
// sideways on small screens and keeps its height while loading.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { memo, useId, useMemo, type ReactNode } from 'react'
import type { ProductSummary } from '../model/types'
import { ProductCard } from './ProductCard'
import { ProductCardSkeleton } from './ProductCardSkeleton'
import { ItemListProvider, useListView } from './itemLists'

interface ProductRailProps {
  title: string
  /** The list's name for analytics, the same in every language ('home_featured'); its title is the list's name. */
  listId: string
  products: ProductSummary[] | undefined
  /** Link or button next to the title (e.g. "See all"). */
  action?: ReactNode
  limit?: number
  renderActions?: (product: ProductSummary) => ReactNode
  /** The first rail of a page: its first pictures are in view on arrival, so they load first and never lazily. */
  priority?: boolean
}

/** Cards of a priority rail in view on a phone (45 % wide each). */
const PRIORITY_CARDS = 2

/** Memoised: a rail whose products are deferred (related products) is not drawn again until they change. */
export const ProductRail = memo(function ProductRail({ title, listId, ...rest }: ProductRailProps) {
  const list = useMemo(() => ({ list: { id: listId, name: title } }), [listId, title])
  return (
    <ItemListProvider value={list}>
      <Rail title={title} {...rest} />
    </ItemListProvider>
  )
})

function Rail({ title, products, action, limit = 8, renderActions, priority = false }: Omit<ProductRailProps, 'listId'>) {
  const headingId = useId()
  const shown = products?.slice(0, limit)
  useListView(shown)
  if (products && products.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 5, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {action}
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: '45%', sm: '30%' },
          gridTemplateColumns: { md: 'repeat(4, minmax(0, 1fr))' },
          overflowX: { xs: 'auto', md: 'visible' },
          // The scroller is the containing block of the cards' screen-reader-only texts (absolutely positioned):
          // otherwise they escape it and the whole page scrolls sideways on a phone.
          position: 'relative',
          scrollSnapType: 'x mandatory',
          pb: 1,
          // The items' style, here rather than on each (a styled element per card is a component per card).
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {(products ?? Array.from({ length: limit }, () => null)).slice(0, limit).map((product, i) => (
          <li key={product?.id ?? `skeleton-${i}`}>
            {product ? (
              <ProductCard product={product} renderActions={renderActions} priority={priority && i < PRIORITY_CARDS} index={i} />
            ) : (
              <ProductCardSkeleton withActions={Boolean(renderActions)} />
            )}
          </li>
        ))}
      </Box>
    </Box>
  )
}
