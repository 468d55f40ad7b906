// The rich-result checker the page tests rely on: it must find what Google would refuse or warn about.
import { checkRichResult } from './richResults'

const ORIGIN = 'https://shop.example'

const goodProduct = {
  '@type': 'Product',
  name: 'Tee',
  image: [`${ORIGIN}/img/tee.webp`],
  offers: { '@type': 'Offer', price: '24.00', priceCurrency: 'EUR' },
}

describe('checkRichResult', () => {
  it('passes a minimal product and lists the recommended properties it leaves out', () => {
    const report = checkRichResult('product', goodProduct, ORIGIN)
    expect(report.errors).toEqual([])
    expect(report.missingRecommended).toEqual(expect.arrayContaining(['Product.aggregateRating', 'Product.brand', 'Product.gtin', 'Offer.shippingDetails']))
  })

  it('finds missing required properties and wrong values in a product', () => {
    const report = checkRichResult(
      'product',
      {
        '@type': 'Product',
        name: '<b>Tee</b>',
        image: ['/img/tee.webp'],
        url: 'https://elsewhere.example/tee',
        offers: {
          '@type': 'Offer',
          price: '24,00',
          priceCurrency: 'euro',
          availability: 'InStock',
          shippingDetails: {
            '@type': 'OfferShippingDetails',
            shippingRate: { '@type': 'MonetaryAmount', value: 5 },
            shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'Italy' },
            deliveryTime: { '@type': 'ShippingDeliveryTime', transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 2, unitCode: 'week' } },
          },
          hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow' },
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 6 },
        review: { '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 4 }, datePublished: 'yesterday' },
      },
      ORIGIN,
    )
    expect(report.errors).toEqual([
      'product.name: contains markup (plain text expected)',
      'product.image[0]: "/img/tee.webp" is not an absolute URL',
      "product.url: https://elsewhere.example/tee is not on the page's site https://shop.example",
      'product.offers[0].price: "24,00" is not a number (a number, or a string of digits with a "." decimal point)',
      'product.offers[0].priceCurrency: "euro" is not an ISO 4217 currency code',
      expect.stringMatching(/^product\.offers\[0]\.availability: "InStock" is not one of https:\/\/schema\.org\/BackOrder/),
      'product.offers[0].shippingDetails[0].shippingDestination[0].addressCountry: "Italy" is not an ISO 3166-1 alpha-2 country code',
      'product.offers[0].shippingDetails[0].shippingRate.currency: required, missing',
      'product.offers[0].shippingDetails[0].deliveryTime.handlingTime: required, missing',
      'product.offers[0].shippingDetails[0].deliveryTime.transitTime.maxValue: 2 must be at least 3',
      'product.offers[0].shippingDetails[0].deliveryTime.transitTime.unitCode: "week" is not "DAY" or "d"',
      'product.offers[0].hasMerchantReturnPolicy[0].applicableCountry: required, missing',
      'product.offers[0].hasMerchantReturnPolicy[0].merchantReturnDays: required, missing',
      'product.aggregateRating: ratingCount or reviewCount required, both missing',
      'product.aggregateRating.ratingValue: 6 is above the best rating 5',
      'product.review[0].author: required, missing',
      'product.review[0].datePublished: "yesterday" is not an ISO 8601 date',
    ])
  })

  it('refuses a product without offers, name or pictures, and a free offer', () => {
    expect(checkRichResult('product', { '@type': 'Product' }).errors).toEqual([
      'product.name: required, missing',
      'product.image: required, missing',
      'product.offers: required, missing',
    ])
    expect(checkRichResult('product', { ...goodProduct, offers: { ...goodProduct.offers, price: 0 } }).errors).toEqual([
      'product.offers[0].price: 0 must be above 0',
    ])
  })

  it('needs two crumbs with URLs but the last, numbered from 1', () => {
    const crumb = (position: number, name: string, item?: string) => ({ '@type': 'ListItem', position, name, ...(item ? { item } : {}) })
    expect(
      checkRichResult('breadcrumb', { '@type': 'BreadcrumbList', itemListElement: [crumb(1, 'Home', `${ORIGIN}/en`), crumb(2, 'Tee')] }, ORIGIN).errors,
    ).toEqual([])
    expect(checkRichResult('breadcrumb', { '@type': 'BreadcrumbList', itemListElement: [crumb(1, 'Home', `${ORIGIN}/en`)] }, ORIGIN).errors).toEqual([
      'breadcrumb.itemListElement: 1 crumb(s), at least two needed',
    ])
    expect(checkRichResult('breadcrumb', { '@type': 'BreadcrumbList', itemListElement: [crumb(1, 'Home'), crumb(3, 'Tee')] }, ORIGIN).errors).toEqual([
      'breadcrumb.itemListElement[0].item: required, missing',
      'breadcrumb.itemListElement[1].position: 3, expected 2',
    ])
  })

  it('needs list items with a position and a URL on the page’s site, each once', () => {
    const item = (position: number, url: string) => ({ '@type': 'ListItem', position, url })
    const list = (...items: unknown[]) => ({ '@type': 'ItemList', itemListElement: items })
    expect(checkRichResult('itemList', list(item(1, `${ORIGIN}/en/1-tee.html`), item(2, `${ORIGIN}/en/2-cap.html`)), ORIGIN).errors).toEqual([])
    expect(checkRichResult('itemList', list(item(1, '/en/1-tee.html'), item(2, 'https://other.example/en/1-tee.html')), ORIGIN).errors).toEqual([
      'itemList.itemListElement[0].url: "/en/1-tee.html" is not an absolute URL',
      "itemList.itemListElement[1].url: https://other.example/en/1-tee.html is not on the page's site https://shop.example",
    ])
  })

  it('holds an organization’s URLs and a site search to their forms', () => {
    const report = checkRichResult(
      'organization',
      { '@type': 'OnlineStore', name: 'Shop', url: `${ORIGIN}/`, logo: 'logo.png', sameAs: ['instagram.com/shop'] },
      ORIGIN,
    )
    expect(report.errors).toEqual([
      'organization.logo: "logo.png" is not an absolute URL',
      'organization.sameAs[0]: "instagram.com/shop" is not an absolute URL',
    ])
    const site = (urlTemplate: string) => ({
      '@type': 'WebSite',
      name: 'Shop',
      url: `${ORIGIN}/`,
      potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate }, 'query-input': 'required name=search_term_string' },
    })
    expect(checkRichResult('webSite', site(`${ORIGIN}/en/search?q={search_term_string}`), ORIGIN).errors).toEqual([])
    expect(checkRichResult('webSite', site(`${ORIGIN}/en/search?q=`), ORIGIN).errors).toEqual([
      'webSite.potentialAction.target: no {search_term_string} in the URL template',
    ])
  })
})
