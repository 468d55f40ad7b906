// The home page's structured data: the shop as an online store (name, logo, profiles elsewhere, return policy) and
// the web site with its search, whose URL is the one the search box opens.
import { searchResultsPath } from '@/features/catalog'
import { useShopData } from '@/features/shop'
import { getConfig } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { JsonLd, returnPolicies, shopGraph } from '@/shared/seo'
import { usePageOrigin } from '@/shared/ssr'

const TERM = 'search_term_string'

export function ShopJsonLd() {
  const lang = useLocale()
  const origin = usePageOrigin()
  const { settings } = useShopData((shop) => ({ settings: shop?.settings }))
  const data = shopGraph({
    name: getConfig().shopName,
    origin,
    lang,
    // The app's own icon (public/icon-512.png): square, and far above the 112 px search engines ask for.
    logo: `${origin}/icon-512.png`,
    sameAs: settings?.sameAs ?? [],
    searchUrlTemplate: `${origin}${searchResultsPath(lang, TERM).replace(TERM, `{${TERM}}`)}`,
    returnPolicies: settings ? returnPolicies(settings.offerPolicies) : [],
  })
  return <JsonLd data={data} />
}
