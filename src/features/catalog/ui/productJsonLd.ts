// schema.org Product data for search engines (Google's merchant listings and product snippets): the product as the
// page shows it — the chosen variant's price, stock, reference and colour, its pictures, brand, rating and newest
// reviews — with an Offer that carries the shop's shipping and return policy when the shop's settings are known.
import type { ItemAvailability, Product as ProductLd, Review, WithContext } from 'schema-dts'
import { returnPolicies, shippingDetails, type OfferPolicies } from '@/shared/seo'
import type { Availability, Product } from '../model/types'

const AVAILABILITY: Record<Availability, ItemAvailability> = {
  available: 'https://schema.org/InStock',
  lastItems: 'https://schema.org/LimitedAvailability',
  preorder: 'https://schema.org/PreOrder',
  unavailable: 'https://schema.org/OutOfStock',
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString()

/** The colour of the chosen variant (or of a product with one colour), by its name. */
function colourOf(product: Product): string | undefined {
  const chosen = product.variants.find((v) => v.id === product.selectedVariantId)
  const colours = product.attributes.filter((g) => g.type === 'color').flatMap((g) => g.options)
  const named = chosen ? colours.filter((o) => chosen.attributes.includes(o.id)) : colours.length === 1 ? colours : []
  return named[0]?.name
}

const review = (r: Product['latestReviews'][number]): Review => ({
  '@type': 'Review',
  name: r.title,
  reviewBody: r.body,
  author: { '@type': 'Person', name: r.author },
  datePublished: r.date.slice(0, 10),
  reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
})

/**
 * `pageUrl` is the canonical address of the product page; relative image URLs resolve against its origin.
 * `policies` (shipping, returns) come from the shop's settings; without them the offer states neither.
 */
export function productJsonLd(product: Product, pageUrl: string, policies?: OfferPolicies): WithContext<ProductLd> {
  const origin = new URL(pageUrl).origin
  const images = (product.gallery.length ? product.gallery : product.primaryImage ? [product.primaryImage] : []).map((i) => absolute(i.url, origin))
  const available = product.selectionExists ? product.availability : 'unavailable'
  const colour = colourOf(product)
  const shipping = policies ? shippingDetails(policies, product.price.value, product.brand?.id ?? null) : []
  const returns = policies ? returnPolicies(policies) : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(images.length ? { image: images } : {}),
    ...(product.metaDescription ? { description: product.metaDescription } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(colour ? { color: colour } : {}),
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.value.toFixed(2),
      priceCurrency: 'EUR',
      availability: AVAILABILITY[available],
      itemCondition: 'https://schema.org/NewCondition',
      ...(shipping.length ? { shippingDetails: shipping } : {}),
      ...(returns.length ? { hasMerchantReturnPolicy: returns } : {}),
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.latestReviews.length ? { review: product.latestReviews.map(review) } : {}),
  }
}
