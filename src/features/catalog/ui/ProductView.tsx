// The product page's content: breadcrumbs, gallery and buy box side by side (stacked on phones), then details
// reviews and related products; plus the document title, meta description and structured data.
//
// The page redraws when a variant is chosen; its other sections (structured data, breadcrumbs, gallery, details,
// reviews, related products) are memoised components whose props stay the same then, so only the buy box is drawn
// again. Adding to the bag redraws only the buy button (ProductBuyBox's `renderAddToCart`).
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import type { ReactNode } from 'react'
import { useLocale } from '@/shared/i18n/useLocale'
import type { OfferPolicies } from '@/shared/seo'
import { usePageOrigin } from '@/shared/ssr'
import { HydrateSeparately } from '@/shared/ui/HydrateSeparately'
import { analyticsEvents, useTrackOnce } from '@/shared/analytics'
import { productPageFacts } from '../model/analyticsFacts'
import type { ProductSummary } from '../model/types'
import { CrumbTrail } from './CrumbTrail'
import { ProductBuyBox, type ProductBuyBoxProps } from './ProductBuyBox'
import { ProductDetails } from './ProductDetails'
import { ProductGallery } from './ProductGallery'
import { ProductMeta } from './ProductMeta'
import { productUrl } from '@contract/pageUrls'
import { alternatesFromSlugs, PageLinks } from '@/shared/seo/PageLinks'
import { RelatedProducts } from './RelatedProducts'

export const PRODUCT_COLUMNS = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }

interface ProductViewProps extends Omit<ProductBuyBoxProps, 'brandHref'> {
  /** Brand pages exist (theme "blue"): the brand name links to its page. */
  brandLinks: boolean
  /** Actions on the related products' cards (quick add, wishlist), from the features that own them. */
  renderCardActions?: (product: ProductSummary) => ReactNode
  /** The reviews section (the Reviews feature's), between the details and the related products. */
  reviews?: ReactNode
  /** The shop's shipping and returns (its settings), stated with the offer in the structured data. */
  offerPolicies?: OfferPolicies
}

export function ProductView({ product, brandLinks, renderCardActions, reviews, offerPolicies, ...buyBox }: ProductViewProps) {
  const lang = useLocale()
  const pagePath = `/${lang}/${product.path}`
  const pageUrl = `${usePageOrigin()}${pagePath}`
  // Once per product and variant shown (a variant chosen is a view of it), after hydration on a rendered page.
  const facts = productPageFacts(product, buyBox.selectedVariantId)
  useTrackOnce(`${product.id}|${facts.id}|${lang}`, () => analyticsEvents.viewItem(facts))
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <ProductMeta product={product} pagePath={pagePath} pageUrl={pageUrl} offerPolicies={offerPolicies} />
      <PageLinks alternates={alternatesFromSlugs(product.slugs, (l, slug) => productUrl(l, product.id, slug))} canonical={`/${lang}/${product.path}`} />
      <CrumbTrail crumbs={product.breadcrumb} current={product.name} />
      <Box sx={{ display: 'grid', gridTemplateColumns: PRODUCT_COLUMNS, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
        {/* A new colour brings its own pictures first: start again at the first one. */}
        <ProductGallery key={product.gallery[0]?.url ?? 'none'} images={product.gallery} name={product.name} />
        <ProductBuyBox product={product} brandHref={brandLinks && product.brand ? `/${lang}/brands/${product.brand.path}` : undefined} {...buyBox} />
      </Box>
      <HydrateSeparately>
        <ProductDetails product={product} />
        {reviews}
      </HydrateSeparately>
      <HydrateSeparately>
        <RelatedProducts id={product.id} renderActions={renderCardActions} />
      </HydrateSeparately>
    </Container>
  )
}
