// bootstrap: what every page needs first — settings (maintenance, theme, shop rules), the menu, languages,
// countries, the visitor (customer, cart count, detected country) and the featured products. It is the one call
// answered during maintenance, and it gives a new visitor their session cookie.
import { Bootstrap } from '@contract/api/shop'
import type { FastifyRequest } from 'fastify'
import { call } from '../http/calls'
import { LANGS, LANGUAGE_NAMES, regionFromAcceptLanguage } from '../lib/lang'
import { brandsOffered, declaredCapabilities } from '../services/settings'
import { menuItems } from '../services/catalog/menu'
import { contentPages } from '../services/catalog/content'
import { homeList } from '../services/catalog/productLists'
import { contentUrl } from '@contract/pageUrls'
import { cartCount } from '../services/cart/cart'
import { countryList } from '../services/geo/countries'
import { brandThresholds } from '../services/checkout/destination'
import { homeDelivery } from '../services/checkout/homeDelivery'
import { FREE_SHIPPING, INSTALMENTS, RETURN_DAYS } from '@contract/shopRules'
import { POINT_VALUE, RETURNS } from '../services/checkout/totals'

/** Country headers set by CDNs and proxies, most common first. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-appengine-country']

function detectedCountry(req: FastifyRequest): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = req.headers[name]
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase()
    // XX and T1 are Cloudflare's "unknown" and "Tor".
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return code
  }
  return regionFromAcceptLanguage(req.headers['accept-language'])
}

const bootstrap = call({
  name: 'bootstrap',
  answer: Bootstrap,
  async handler({ shop, lang, session, req }) {
    const settings = await shop.settings.get()
    await session.ensure()
    const [menu, countries, featured, pages, count, delivery, brandFree] = await Promise.all([
      menuItems(shop, lang, brandsOffered(settings)),
      countryList(shop, lang),
      homeList(shop, lang, 'featured', 1, 8),
      contentPages(shop, lang),
      cartCount(shop.db, session),
      homeDelivery(shop),
      shop.structureCache.getOrLoad('brandThresholds', () => brandThresholds(shop.db)),
    ])
    return {
      psdata: {
        settings: {
          maintenance_mode: settings.maintenance_mode,
          theme: settings.theme,
          shop_name: shop.config.shopName,
          currency: 'EUR',
          free_shipping: {
            country: FREE_SHIPPING.country,
            from: FREE_SHIPPING.from,
            brands: brandFree.map((b) => ({ id_manufacturer: b.id_manufacturer, from: Number(b.from) })),
          },
          home_delivery: delivery,
          instalments: { min: INSTALMENTS.min, max: INSTALMENTS.max },
          return_days: RETURN_DAYS,
          returns: { country: RETURNS.country, method: 'mail', free_countries: RETURNS.freeFrom, label_fee: RETURNS.labelFee },
          same_as: shop.config.sameAs,
          prices_include_tax: true,
          loyalty_point_value: POINT_VALUE,
        },
        menuItems: menu,
        languages: LANGS.map((iso) => ({ iso_code: iso, name: LANGUAGE_NAMES[iso] })),
        current_language: { iso_code: lang, name: LANGUAGE_NAMES[lang] },
        currencies: { currencies: [{ iso_code: 'EUR', sign: '€', name: 'Euro' }], current_currency: { iso_code: 'EUR', sign: '€', name: 'Euro' } },
        customer: session.customer
          ? {
              id_customer: session.customer.id_customer,
              firstname: session.customer.firstname,
              lastname: session.customer.lastname,
              email: session.customer.email,
            }
          : null,
        cart_count: count,
        detected_country: detectedCountry(req),
        countries: countries.map((c) => ({ iso_code: c.iso_code, name: c.name, is_eu: c.is_eu })),
        cms_pages: pages.map((p) => ({ id_cms: p.id_cms, title: p.title, link_rewrite: p.link_rewrite, url: contentUrl(lang, p.link_rewrite), role: p.role })),
        featuredProductsList: featured.products,
        capabilities: declaredCapabilities(settings),
      },
    }
  },
})

export const bootstrapCalls = [bootstrap]
