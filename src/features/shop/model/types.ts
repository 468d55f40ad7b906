import type { Capabilities } from '@/shared/capabilities'
import type { ContentPageRole } from '@/shared/content/contentPageLinks'
import type { CountrySummary } from '@/shared/address'
import type { OfferPolicies } from '@/shared/seo'

export interface MenuItem {
  id: string
  label: string
  /** Category slug path segment, e.g. "10-clothing"; empty for non-category nodes. */
  path: string
  type: string
  children: MenuItem[]
}

export interface ShopSettings {
  maintenanceMode: boolean
  /** The shop's theme setting is blue (the app's colours). */
  blueTheme: boolean
  /** Brand pages, links, filters and suggestions: the blue theme, and the back end offers brands. */
  brandsEnabled: boolean
  /** The optional parts of the contract the back end offers (bootstrap's `capabilities`). */
  capabilities: Capabilities
  freeShipping: { country: string; from: number }
  instalments: { min: number; max: number }
  returnDays: number
  /** Shipping and returns as a product's offer states them to search engines. */
  offerPolicies: OfferPolicies
  /** The shop's profiles elsewhere (absolute URLs), for its structured data. */
  sameAs: string[]
}

export interface ShopBootstrap {
  settings: ShopSettings
  menu: MenuItem[]
  customer: { id: number; firstName: string; lastName: string; email: string } | null
  cartCount: number
  detectedCountry: string | null
  /** The countries the shop ships to, named in the request's language. */
  countries: CountrySummary[]
  /** The shop's content pages (about us, terms, privacy…), titled and with their slug in the request's language. */
  /** `role`: the page the storefront links to for its terms of sale or privacy policy. */
  contentPages: { id: number; title: string; slug: string; role: ContentPageRole | null }[]
}

/** Where the back end moves a path (legacy URLs, other-language or outdated slugs); no target when it stays. */
export interface ShopRedirect {
  target: string | null
  /** 301 (moved for good) or 302. */
  status: number
}
