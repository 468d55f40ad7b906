// The public, typed settings of the storefront. Defaults live here; a deployment overrides any of them at start-up
// without a rebuild by editing `config.js` next to index.html (it sets `window.__SHOP_CONFIG__`).
export const LOCALES = ['en', 'de', 'it', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

export interface EndpointDef {
  method: 'GET' | 'POST'
  /** Path relative to the base URL; defaults to `/<callName>`. */
  path: string
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
}

export const defaultConfig: ShopConfig = {
  apiBaseUrl: '/api',
  contentBaseUrl: '/content',
  headers: {},
  endpoints: { getDeliveryMessage: { method: 'GET' } },
  locales: LOCALES,
  defaultLocale: 'en',
  theme: 'blue',
  maintenance_mode: false,
  requestTimeoutMs: 0,
  freshnessSeconds: 5,
  shopName: 'Ridgeline',
}
