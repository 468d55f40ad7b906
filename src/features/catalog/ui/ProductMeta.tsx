// A product page's head: title and description with its picture and price for link previews, and its structured
// data for search engines. Its page view is the product's own address: reached by another slug, the page replaces
// the address with it, and that is the same page seen once (one page_view), not a second one.
import { memo, useMemo } from 'react'
import { JsonLd, type OfferPolicies } from '@/shared/seo'
import { PageTitle } from '@/shared/ui/PageTitle'
import type { Product } from '../model/types'
import { productJsonLd } from './productJsonLd'

interface ProductMetaProps {
  product: Product
  /** The product's own path in the page's language, e.g. /en/42-merino-crew-neck-sweater.html. */
  pagePath: string
  pageUrl: string
  offerPolicies?: OfferPolicies
}

export const ProductMeta = memo(function ProductMeta({ product, pagePath, pageUrl, offerPolicies }: ProductMetaProps) {
  const data = useMemo(() => productJsonLd(product, pageUrl, offerPolicies), [product, pageUrl, offerPolicies])
  const image = Array.isArray(data.image) ? String(data.image[0]) : undefined
  return (
    <>
      <PageTitle title={product.name} description={product.metaDescription || undefined} image={image} type="product" path={pagePath} />
      <meta property="product:price:amount" content={product.price.value.toFixed(2)} />
      <meta property="product:price:currency" content="EUR" />
      <JsonLd data={data} />
    </>
  )
})
