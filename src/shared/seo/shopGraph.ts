// The shop itself, for the home page: the business (name, logo, address on the web, profiles elsewhere, return
// policy) and the web site with its search, so search engines name the site and can send a query to its search.
import type { Graph, MerchantReturnPolicy, OnlineStore, SearchAction, WebSite, WithActionConstraints } from 'schema-dts'

export interface ShopIdentity {
  name: string
  /** The shop's public origin, e.g. https://shop.example. */
  origin: string
  /** The page's language (the site's search answers in it). */
  lang: string
  /** Absolute URL of a square logo of at least 112 × 112 pixels. */
  logo: string
  /** Absolute URLs of the shop's profiles elsewhere. */
  sameAs: readonly string[]
  /** The search results page with `{search_term_string}` where the query goes. */
  searchUrlTemplate: string
  returnPolicies: MerchantReturnPolicy[]
}

export function shopGraph({ name, origin, lang, logo, sameAs, searchUrlTemplate, returnPolicies }: ShopIdentity): Graph {
  const organizationId = `${origin}/#organization`
  const store: OnlineStore = {
    '@type': 'OnlineStore',
    '@id': organizationId,
    name,
    url: `${origin}/`,
    logo,
    ...(sameAs.length ? { sameAs: [...sameAs] } : {}),
    ...(returnPolicies.length ? { hasMerchantReturnPolicy: returnPolicies } : {}),
  }
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate },
    'query-input': 'required name=search_term_string',
  }
  const site: WebSite = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name,
    url: `${origin}/`,
    inLanguage: lang,
    publisher: { '@id': organizationId },
    potentialAction: search,
  }
  return { '@context': 'https://schema.org', '@graph': [store, site] }
}
