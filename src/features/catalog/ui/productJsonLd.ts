// schema.org Product data for search engines, and its safe serialisation into an inline <script> (the JSON is
// written so that no name or description can close the script element or start markup).
import type { Availability, Product } from '../model/types'

const AVAILABILITY: Record<Availability, string> = {
  available: 'https://schema.org/InStock',
  lastItems: 'https://schema.org/LimitedAvailability',
  preorder: 'https://schema.org/PreOrder',
  unavailable: 'https://schema.org/OutOfStock',
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString()

/** `pageUrl` is the canonical address of the product page; relative image URLs resolve against its origin. */
export function productJsonLd(product: Product, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin
  const images = (product.gallery.length ? product.gallery : product.primaryImage ? [product.primaryImage] : []).map((i) => absolute(i.url, origin))
  const available = product.selectionExists ? product.availability : 'unavailable'
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(images.length ? { image: images } : {}),
    ...(product.metaDescription ? { description: product.metaDescription } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.value.toFixed(2),
      priceCurrency: 'EUR',
      availability: AVAILABILITY[available],
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5 } }
      : {}),
  }
}

const UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON whose text never contains `<`, `>` or `&` (escaped as \u003c…, still the same JSON value). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c)
}
