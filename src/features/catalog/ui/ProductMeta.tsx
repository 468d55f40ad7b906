// A product page's head: title and description with its picture and price for link previews, and its structured
// data for search engines.
import { useMemo } from 'react'
import { PageTitle } from '@/shared/ui/PageTitle'
import type { Product } from '../model/types'
import { productJsonLd, serializeJsonLd } from './productJsonLd'

export function ProductMeta({ product, pageUrl }: { product: Product; pageUrl: string }) {
  const data = useMemo(() => productJsonLd(product, pageUrl), [product, pageUrl])
  const image = Array.isArray(data.image) ? String(data.image[0]) : undefined
  return (
    <>
      <PageTitle title={product.name} description={product.metaDescription || undefined} image={image} type="product" />
      <meta property="product:price:amount" content={product.price.value.toFixed(2)} />
      <meta property="product:price:currency" content="EUR" />
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </>
  )
}
