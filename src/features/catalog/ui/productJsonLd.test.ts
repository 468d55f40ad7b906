import { productModel } from '../mocks/models'
import { productJsonLd, serializeJsonLd } from './productJsonLd'

const URL_EN = 'https://shop.example/en/42-merino-crew-neck-sweater.html'

describe('productJsonLd', () => {
  it('describes the product, its brand, offer and pictures with absolute URLs', () => {
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
      offers: { '@type': 'Offer', price: '79.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: URL_EN },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    })
  })

  it('leaves out the rating when nobody has reviewed the product, and says when it is sold out or on pre-order', () => {
    const sold = productJsonLd(productModel({ rating: { average: 0, count: 0 }, availability: 'unavailable', quantity: 0 }), URL_EN)
    expect(sold).not.toHaveProperty('aggregateRating')
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' })
    const preorder = productJsonLd(productModel({ availability: 'preorder', quantity: 0, preorder: { available_date: '2027-01-15' } }), URL_EN)
    expect(preorder.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' })
  })

  it('has no brand or sku when the product has none', () => {
    const data = productJsonLd(productModel({ brand: null, sku: '', reference: '' }), URL_EN)
    expect(data).not.toHaveProperty('brand')
    expect(data).not.toHaveProperty('sku')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open markup, and still parses to the same value', () => {
    const value = { name: 'Evil </script><script>alert(1)</script> & <!-- co\u2028' }
    const text = serializeJsonLd(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
