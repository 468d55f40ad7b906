// A product page's head: title and description with its picture and price for link previews, and its structured
// data for search engines.
import { useMemo } from 'react'
import { JsonLd, type OfferPolicies } from '@/shared/seo'
import { PageTitle } from '@/shared/ui/PageTitle'
import type { Product } from '../model/types'
import { productJsonLd } from './productJsonLd'

export function ProductMeta({ product, pageUrl, offerPolicies }: { product: Product; pageUrl: string; offerPolicies?: OfferPolicies }) {
  const data = useMemo(() => productJsonLd(product, pageUrl, offerPolicies), [product, pageUrl, offerPolicies])
  const image = Array.isArray(data.image) ? String(data.image[0]) : undefined
  return (
    <>
      <PageTitle title={product.name} description={product.metaDescription || undefined} image={image} type="product" />
      <meta property="product:price:amount" content={product.price.value.toFixed(2)} />
      <meta property="product:price:currency" content="EUR" />
      <JsonLd data={data} />
    </>
  )
}
