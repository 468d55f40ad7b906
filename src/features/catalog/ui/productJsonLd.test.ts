import { mapBootstrap } from '@/features/shop/api/map'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { productModel } from '../mocks/models'
import { productJsonLd } from './productJsonLd'

const URL_EN = 'https://shop.example/en/42-merino-crew-neck-sweater.html'

describe('productJsonLd', () => {
  it('describes the product, its brand, colour, offer and pictures with absolute URLs', () => {
    const data = productJsonLd(productModel(), URL_EN)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Merino crew-neck sweater',
      sku: 'AP-42',
      brand: { '@type': 'Brand', name: 'Nordkap' },
      description: 'Soft merino sweater',
      url: URL_EN,
      image: ['https://shop.example/img/p/a-medium.webp', 'https://shop.example/img/p/b-medium.webp'],
      offers: {
        '@type': 'Offer',
        price: '79.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: URL_EN,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    })
  })

  it('names the chosen variant’s colour', () => {
    expect(productJsonLd(productModel({ id_product_attribute: 101 }), URL_EN).color).toBe('Red')
    expect(productJsonLd(productModel({ id_product_attribute: 103 }), URL_EN).color).toBe('Blue')
  })

  it('carries the newest reviews with their authors, dates and stars', () => {
    expect(productJsonLd(productModel(), URL_EN).review).toEqual([
      {
        '@type': 'Review',
        name: 'Warm </script> and soft',
        reviewBody: 'No itch at all & it kept its shape.',
        author: { '@type': 'Person', name: 'Lena K.' },
        datePublished: '2026-10-02',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ name: 'Runs small', author: { '@type': 'Person', name: 'Marco R.' }, datePublished: '2026-09-14' }),
    ])
  })

  it('leaves out rating and reviews when nobody has reviewed the product, and says when it is sold out or on pre-order', () => {
    const sold = productJsonLd(productModel({ rating: { average: 0, count: 0 }, latest_reviews: [], availability: 'unavailable', quantity: 0 }), URL_EN)
    expect(sold).not.toHaveProperty('aggregateRating')
    expect(sold).not.toHaveProperty('review')
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' })
    const preorder = productJsonLd(productModel({ availability: 'preorder', quantity: 0, preorder: { available_date: '2027-01-15' } }), URL_EN)
    expect(preorder.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' })
  })

  it('has no brand or sku when the product has none', () => {
    const data = productJsonLd(productModel({ brand: null, sku: '', reference: '' }), URL_EN)
    expect(data).not.toHaveProperty('brand')
    expect(data).not.toHaveProperty('sku')
  })

  it('states the shop’s shipping and returns with the offer once its settings are known', () => {
    const policies = mapBootstrap(bootstrapFixture().psdata, { theme: 'blue', maintenance_mode: false }).settings.offerPolicies
    const offer = productJsonLd(productModel(), URL_EN, policies).offers as Record<string, unknown>
    expect(offer.shippingDetails).toHaveLength(4)
    expect(offer.hasMerchantReturnPolicy).toHaveLength(2)
    expect(productJsonLd(productModel(), URL_EN).offers).not.toHaveProperty('shippingDetails')
  })
})
