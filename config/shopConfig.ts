// The public, typed settings of the storefront. Defaults live here; a deployment overrides any of them at start-up
// without a rebuild by editing `config.js` next to index.html (it sets `window.__SHOP_CONFIG__`).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@contract/locales'

export { LOCALES, type Locale }

export interface EndpointDef {
  method: 'GET' | 'POST'
  /** Path relative to the base URL; defaults to `/<callName>`. */
  path: string
}

/** The optional cookie categories a shopper consents to (necessary cookies need no consent). */
export type ConsentCategory = 'preferences' | 'statistics' | 'marketing'

/**
 * A measurement or marketing tag of the shop, loaded only once the shopper consents to its category, e.g.
 * `{ type: 'gtag', id: 'G-XXXXXXX', category: 'statistics' }`, `{ type: 'gtm', id: 'GTM-XXXXXXX', category: 'statistics' }` or
 * `{ type: 'matomo', url: 'https://stats.example.com/', siteId: 3, category: 'statistics' }`.
 * `cookies` lists the cookies it writes (a trailing `*` matches a prefix), deleted when consent is withdrawn;
 * Google's and Matomo's own cookies are known without it.
 */
export type ConsentTag =
  | { type: 'gtag'; id: string; category: ConsentCategory; cookies?: string[] }
  /** Google Tag Manager: the container `GTM-…`; the shop's events reach it as dataLayer pushes. */
  | { type: 'gtm'; id: string; category: ConsentCategory; cookies?: string[] }
  | { type: 'matomo'; url: string; siteId: string | number; category: ConsentCategory; cookies?: string[] }
  | { type: 'script'; src: string; category: ConsentCategory; cookies?: string[] }

export interface ConsentConfig {
  /** Raise it when the privacy policy changes: every shopper is asked again. */
  policyVersion: number
  /** The privacy content page the consent texts link to, by its English slug (like the footer's links). */
  privacyPage: string
  tags: ConsentTag[]
}

export interface AnalyticsConfig {
  /** Prints every event the shop sends to the console and keeps the last 100 in the Redux store (DevTools). */
  debug: boolean
}

export interface ShopConfig {
  /** Base URL of the shop API; relative URLs resolve against the page's origin. */
  apiBaseUrl: string
  /** Base URL answering `getContent` (CMS pages), served by a second client. */
  contentBaseUrl: string
  /** Extra headers sent with every API request (e.g. an API key of a gateway in front of the back end). */
  headers: Record<string, string>
  /** Per-call overrides of method and path; calls not listed use `POST /<callName>`. */
  endpoints: Record<string, Partial<EndpointDef>>
  locales: readonly Locale[]
  defaultLocale: Locale
  /** 'blue' enables brand pages. The back end's bootstrap setting wins when it sends one. */
  theme: 'blue' | 'default'
  /** Forces the maintenance page regardless of the back end (e.g. during a migration). */
  maintenance_mode: boolean
  /** Request timeout in ms; 0 = none (spec §7: no timeout by default). */
  requestTimeoutMs: number
  /** Seconds a cached response counts as fresh (spec §7: 5 s). */
  freshnessSeconds: number
  shopName: string
  /** Cookie consent: the policy's version, the privacy page and the tags it gates. */
  consent: ConsentConfig
  /** Redux DevTools in a production build, for a shop's developer (always on in development). Card fields and
   * passwords are hidden from it either way. */
  devTools: boolean
  /** The e-commerce events sent to the consented gtag, gtm and matomo tags of `consent.tags`. */
  analytics: AnalyticsConfig
}

export const defaultConfig: ShopConfig = {
  apiBaseUrl: '/api',
  contentBaseUrl: '/content',
  headers: {},
  endpoints: { getDeliveryMessage: { method: 'GET' } },
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  theme: 'blue',
  maintenance_mode: false,
  requestTimeoutMs: 0,
  freshnessSeconds: 5,
  shopName: 'Ridgeline',
  consent: { policyVersion: 1, privacyPage: 'privacy', tags: [] },
  devTools: false,
  analytics: { debug: false },
}
