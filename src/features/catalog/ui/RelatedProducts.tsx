// Products related to this one, as a rail of cards. Hidden when there are none or they failed to load: they are a
// suggestion, not the page's content. Far below the fold on a phone, they are asked for and drawn only when the
// shopper comes near them — not in the server's HTML: with them, a product page's HTML took a second round trip to
// arrive on a slow connection (over the 14 KB a connection's first flight carries), before anything was drawn.
// Their loading rail's styles do come with the page (a few hundred bytes): drawn first in the browser, the rail
// compiled them in the tap on "Add to bag" that follows the scroll to the button.
import Box from '@mui/material/Box'
import { memo, useDeferredValue, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { useNearViewport } from '@/shared/lib/useNearViewport'
import { useStylesSentWithPage } from '@/shared/ssr'
import { useGetRelatedProductsQuery } from '../api/catalogApi'
import { productMessages as m } from '../messages'
import type { ProductSummary } from '../model/types'
import { ProductRail } from './ProductRail'

interface RelatedProductsProps {
  id: number
  renderActions?: (product: ProductSummary) => ReactNode
}

/** How far ahead of the shopper the rail is asked for, and its room until then (a loading rail's height). */
const RELATED_AHEAD = '600px 0px'
const RAIL_ROOM = 480

export const RelatedProducts = memo(function RelatedProducts(props: RelatedProductsProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(RELATED_AHEAD)
  useStylesSentWithPage(() => <RelatedProductRail products={undefined} renderActions={props.renderActions} />)
  return (
    <Box ref={ref} sx={near ? undefined : { minHeight: RAIL_ROOM }}>
      {near ? <RelatedRail {...props} /> : null}
    </Box>
  )
})

/** The rail of related products; loading cards while `products` is undefined. */
function RelatedProductRail({ products, renderActions }: Pick<RelatedProductsProps, 'renderActions'> & { products: ProductSummary[] | undefined }) {
  return <ProductRail title={useIntl().formatMessage(m.related)} listId="related_products" products={products} renderActions={renderActions} />
}

function RelatedRail({ id, renderActions }: RelatedProductsProps) {
  // Only what is drawn: the query's other states (started, pending) would draw the eight loading cards again.
  const { data, isError } = useGetRelatedProductsQuery({ lang: useLocale(), id }, { selectFromResult: ({ data, isError }) => ({ data, isError }) })
  // The cards are drawn as a transition, which React interrupts for a tap or a keystroke: they arrive while the
  // shopper is on the way to the buy button, and drawing six cards in one go took 200 ms at 4× CPU.
  const products = useDeferredValue(data)
  if (isError) return null
  return <RelatedProductRail products={products} renderActions={renderActions} />
}
