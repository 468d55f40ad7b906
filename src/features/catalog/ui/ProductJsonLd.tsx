// The product's structured data for search engines (see productJsonLd.ts), as an inline data block.
import { useMemo } from 'react'
import type { Product } from '../model/types'
import { productJsonLd, serializeJsonLd } from './productJsonLd'

export function ProductJsonLd({ product, pageUrl }: { product: Product; pageUrl: string }) {
  const json = useMemo(() => serializeJsonLd(productJsonLd(product, pageUrl)), [product, pageUrl])
  return <script type="application/ld+json">{json}</script>
}
