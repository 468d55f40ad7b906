// A shared product link as a link-preview bot or a search engine's crawler sees it: one GET, no JavaScript, only the
// first HTML — title, description, picture and price for the preview card, and the product's structured data
// (JSON-LD) for rich results, in the page's language.
import { expect, test } from './fixtures'
import { checkRichResult, jsonLdNodes, jsonLdOfHtml, nodesOfType } from '../src/test/richResults'

const SHARED = [
  { lang: 'en', path: '/en/1-organic-cotton-crew-neck-t-shirt-white.html', name: /T-shirt/i, price: (amount: string) => `€${amount}` },
  {
    lang: 'de',
    path: '/de/1-rundhals-t-shirt-aus-bio-baumwolle-weiss.html',
    name: /T-Shirt/i,
    price: (amount: string) => `${amount.replace('.', ',')}\u00a0€`,
  },
]

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

test.describe('a shared product link, as a link-preview bot sees it', () => {
  for (const { lang, path, name, price } of SHARED) {
    test(`in ${lang}: title, description, picture and price in the first HTML, and the product's JSON-LD`, async ({ request, baseURL }) => {
      // Link-preview bots send no cookies, run no script and accept anything.
      const response = await request.get(path, { headers: { Accept: '*/*', 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      const html = await response.text()
      const origin = new URL(baseURL!).origin
      expect(html).toContain(`<html lang="${lang}"`)

      // The preview card: title, description, picture, price.
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)
      expect(title).toMatch(name)
      expect(title).toMatch(/ \| Ridgeline$/)
      expect(decode(meta(html, 'og:title')!)).toBe(title.replace(/ \| Ridgeline$/, ''))
      expect(meta(html, 'description')!.length).toBeGreaterThan(20)
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'))
      expect(meta(html, 'og:type')).toBe('product')
      expect(meta(html, 'twitter:card')).toBe('summary_large_image')
      const image = meta(html, 'og:image')!
      expect(image.startsWith(`${origin}/img/`)).toBe(true)
      const picture = await request.get(image)
      expect(picture.status()).toBe(200)
      expect(picture.headers()['content-type']).toMatch(/^image\//)
      const amount = meta(html, 'product:price:amount')!
      expect(amount).toMatch(/^\d+\.\d\d$/)
      expect(meta(html, 'product:price:currency')).toBe('EUR')
      // The price as the page shows it in its language.
      expect(html).toContain(price(amount))

      // The structured data: the same product, price and picture, eligible for Google's rich results.
      const nodes = jsonLdNodes(jsonLdOfHtml(html))
      const [product] = nodesOfType(nodes, 'Product')
      expect(checkRichResult('product', product, origin).errors).toEqual([])
      expect(product).toMatchObject({ name: decode(meta(html, 'og:title')!), url: `${origin}${path}` })
      expect(product!.image).toContain(image)
      const offer = product!.offers as Record<string, unknown>
      expect(offer).toMatchObject({ price: amount, priceCurrency: 'EUR', itemCondition: 'https://schema.org/NewCondition' })
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\//)
      // Shipping to the shop's home market and the return policy, from the shop's own rules.
      const toItaly = (offer.shippingDetails as Record<string, unknown>[]).find((d) =>
        (d.shippingDestination as { addressCountry: string }[]).some((r) => r.addressCountry === 'IT'),
      )
      expect(toItaly?.shippingRate).toMatchObject({ currency: 'EUR', value: Number(amount) >= 150 ? 0 : 6.9 })
      expect(offer.hasMerchantReturnPolicy).toEqual(
        expect.arrayContaining([expect.objectContaining({ applicableCountry: ['IT'], merchantReturnDays: 14, returnFees: 'https://schema.org/FreeReturn' })]),
      )
      const [crumbs] = nodesOfType(nodes, 'BreadcrumbList')
      expect(checkRichResult('breadcrumb', crumbs, origin).errors).toEqual([])
      expect((crumbs!.itemListElement as { name: string }[]).at(-1)!.name).toBe(product!.name)
    })
  }
})
