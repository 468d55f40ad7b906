// Resolves the effective shop configuration: typed defaults overridden by `window.__SHOP_CONFIG__` (public/config.js).
import { defaultConfig, type ShopConfig } from '@config/shopConfig'

declare global {
  interface Window {
    __SHOP_CONFIG__?: Partial<ShopConfig>
  }
}

export type { ShopConfig, Locale, EndpointDef, ConsentCategory, ConsentTag, AnalyticsConfig } from '@config/shopConfig'
export { LOCALES } from '@config/shopConfig'

export function resolveConfig(override: Partial<ShopConfig> | undefined): ShopConfig {
  const o = override ?? {}
  return {
    ...defaultConfig,
    ...o,
    headers: { ...defaultConfig.headers, ...o.headers },
    endpoints: { ...defaultConfig.endpoints, ...o.endpoints },
    consent: { ...defaultConfig.consent, ...o.consent },
    analytics: { ...defaultConfig.analytics, ...o.analytics },
  }
}

let current: ShopConfig | undefined

export function getConfig(): ShopConfig {
  current ??= resolveConfig(typeof window === 'undefined' ? undefined : window.__SHOP_CONFIG__)
  return current
}

/** The server renderer applies the deployment's config.js (see server/render); tests replace the configuration
 * too. Pass undefined to go back to window/defaults. */
export function setConfig(override: Partial<ShopConfig> | undefined): void {
  current = override ? resolveConfig(override) : undefined
}

/** Absolute URL for a configured base; a relative base resolves against the page (jsdom has no relative fetch). */
export function absoluteUrl(base: string, origin: string = window.location.origin): string {
  return new URL(base, origin).toString().replace(/\/$/, '')
}

/** URLs of images and files the back end sends: absolute ones as they are, relative ones from the API's origin. */
export function assetUrl(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return url
  const api = getConfig().apiBaseUrl
  return /^https?:/i.test(api) ? new URL(url, api).toString() : url
}
