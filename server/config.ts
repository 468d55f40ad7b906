// The reference API's settings, read once from the environment. Everything else takes these values as arguments so
// that tests can build an app with their own settings.
import path from 'node:path'
import type { MailDeliveryOptions } from './mail/delivery'
import type { CdnPurgeOptions } from './http/cdnPurger'
import { CAPABILITY_NAMES, isCapability, type Capability } from '@contract/capabilities'

/** When readiness reports the process overloaded (OVERLOAD_*): http/health.ts. */
export interface OverloadLimits {
  /** Event-loop delay (ms) beyond which the process reports itself overloaded. */
  maxEventLoopDelayMs: number
  /** Share of time the event loop is busy (0–1) beyond which the same. */
  maxEventLoopUtilization: number
}

/** SHOP_MODE: the demo shop (`npm start`) or a production one; what each means is mode.ts's. */
export type ShopMode = 'demo' | 'production'

export function shopModeFromEnv(value: string | undefined): ShopMode {
  const mode = (value ?? '').trim() || 'demo'
  if (mode !== 'demo' && mode !== 'production') throw new Error(`SHOP_MODE must be demo or production, not ${JSON.stringify(value)}`)
  return mode
}

export interface ServerConfig {
  /** Root of PGlite's files and (unless IMAGE_DIR) generated images. */
  dataDir: string
  /** Generated images and manuals; shareable between data directories (names are content hashes). */
  imageDir: string
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl: string | null
  /** Schema for every table (tests give each worker its own on a shared server). */
  dbSchema: string | null
  port: number
  shopName: string
  /**
   * The shop's profiles elsewhere (social networks, Wikipedia, a marketplace shop), absolute URLs: the `sameAs` of
   * its Organization structured data, so search engines tie those profiles to the shop.
   */
  sameAs: string[]
  /**
   * Where consumers send goods back after withdrawing (SHOP_RETURN_ADDRESS, lines separated by `|`): stated in every
   * withdrawal acknowledgement and in bootstrap's settings.
   */
  returnAddress: string[]
  /** Absolute base of links in e-mails; the request's own origin when unset. */
  publicUrl: string | null
  host: string
  /** SHOP_MODE: the demo shop (default) or a real one (mode.ts: what production refuses). */
  mode: ShopMode
  /** mode === 'production': every sandbox surface is off. */
  production: boolean
  /**
   * Origins of storefronts on another origin (a CDN): allowed to send state-changing calls, and answered with CORS
   * headers (credentials included) — the request's own host needs neither.
   */
  allowedOrigins: string[]
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe: false (none: the connection's address is the client), a number
   * of hops (the nearest N proxies, e.g. 1 for one load balancer), or a comma list of proxy addresses or CIDRs.
   * Never "every hop": a client could then write its own X-Forwarded-For and escape the per-address limits.
   */
  trustProxy: false | number | string
  /**
   * The session cookie goes with requests from another site (SameSite=None; Secure): a storefront whose origin is
   * on another registrable domain than the API's. Same-site origins (shop.example.com and api.example.com) do not
   * need it.
   */
  crossSiteCookies: boolean
  /** Initial values of the runtime settings; an explicit env value wins over the stored one at start-up. */
  maintenanceMode: boolean | null
  theme: 'blue' | 'default' | null
  /**
   * SHOP_CAPABILITIES_OFF: the optional parts of the contract this shop declares it does not offer (bootstrap's
   * `capabilities`, contract/capabilities.ts) — the storefront then hides them. null: keep the stored setting.
   */
  capabilitiesOff: Capability[] | null
  /** Enables /sandbox/test/* (runtime settings, forced failures) for end-to-end tests; demo only. */
  testControls: boolean
  /** /sandbox/mail (every e-mail sent, reset links included): in the demo unless SANDBOX_MAIL=0; never in production. */
  sandboxMail: boolean
  /** The sandbox payment gateways (test cards, hosted test pages under /sandbox/pay): the demo's only. */
  sandboxPayments: boolean
  /** Online VIES check of EU VAT numbers (off here: format and checksum only). */
  viesCheck: boolean
  /** The SPA build served on the same origin. */
  distDir: string
  /** Throttling limits (attempts per window); tests lower the window, never the logic. */
  throttle: {
    loginPerAccount: number
    loginPerIp: number
    resetPerAccount: number
    resetPerIp: number
    windowSeconds: number
    /** Withdrawal look-ups and submissions by reference + e-mail from one client address, per `windowSeconds`. */
    withdrawalPerIp: number
    /** Attempts on one order reference per hour (a right e-mail clears them): nobody guesses the e-mail of an order. */
    withdrawalPerReference: number
    /** Withdrawal submissions for one order per hour, however it is identified. */
    withdrawalsPerOrder: number
    /** Accounts registered from one client address per hour. */
    registerPerIp: number
    /** Newsletter sign-ups (each sends an e-mail) from one client address per hour. */
    newsletterPerIp: number
    /**
     * Fair use: how often one client address may make each expensive call per minute (FAIR_USE, e.g.
     * `search:120,createCartItem:60,createOrder:10`, or `off`). Counted in the database, so every API process of a
     * deployment shares the count.
     */
    callsPerMinute: Record<string, number>
  }
  /**
   * Seconds a cached catalogue answer counts as fresh (then it is refreshed in the background). Writes that change
   * the catalogue clear it at once, in every process on the database (services/catalogChanges).
   */
  catalogCacheSeconds: number
  /** Prometheus metrics: /metrics on the shop's port behind this bearer token (METRICS_TOKEN), and/or a listener of
   * their own (METRICS_PORT, on METRICS_HOST). Neither: no metrics endpoint. */
  metrics: { token: string | null; port: number | null; host: string }
  /** Purges of the HTTP cache(s) in front when a change alters pages (CDN_PURGE_URL, CDN_PURGE_TOKEN): http/cdnPurger.ts. */
  cdnPurge: CdnPurgeOptions
  /** LOG_LEVEL: pino's level of the JSON logs (a line per request at info). */
  logLevel: string
  /** Send e-mail through this SMTP server (`smtp://user:pass@host:587`, `smtps://…`); the outbox table otherwise. */
  smtpUrl: string | null
  /** The From of every e-mail. */
  mailFrom: string
  /** SIGTERM: how long the process keeps serving while readiness says no (SHUTDOWN_GRACE_SECONDS), then how long the
   * requests in flight and the mail send under way may take before the process gives up on them (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdown: { graceMs: number; timeoutMs: number }
  /** When readiness reports the process overloaded (OVERLOAD_*): http/health.ts. */
  overload: OverloadLimits
  /** How the delivery worker retries (MAIL_*; tests take milliseconds): see mail/delivery.ts. */
  mailDelivery: MailDeliveryOptions
  /** Shared secret of signed payment notifications; null: a random one kept in the settings table. */
  paymentWebhookSecret: string | null
  /** Who runs the shop (COMPANY_*): the legal notice and the accessibility statement show it. */
  company: CompanyDetails
  /** The national market-surveillance authority a shopper may turn to about accessibility (ACCESSIBILITY_AUTHORITY*). */
  accessibilityAuthority: { name: string; url: string | null } | null
}

/**
 * The trader's details the law asks a shop to publish (E-Commerce Directive art. 5: name, address, register, VAT id,
 * how to reach them quickly), as the shop's settings. A PrestaShop back end keeps the same as its shop contact
 * details (PS_SHOP_NAME, PS_SHOP_ADDR1, PS_SHOP_ADDR2, PS_SHOP_CODE, PS_SHOP_CITY, PS_SHOP_COUNTRY_ID, PS_SHOP_EMAIL,
 * PS_SHOP_PHONE; register, VAT id and representatives in PS_SHOP_DETAILS). Empty text: not given, left out.
 */
export interface CompanyDetails {
  /** The demo shop's sample company (no COMPANY_NAME given): the pages that show it say so. */
  demo: boolean
  /** The registered name, legal form included as registered (e.g. "Demo Shop S.r.l."). */
  name: string
  legalForm: string
  street: string
  street2: string
  postcode: string
  city: string
  /** ISO 3166-1 alpha-2; pages show the country's name in their language. */
  country: string
  /** The commercial register (e.g. "Amtsgericht München, HRB", "Registro delle Imprese di Milano"). */
  register: string
  registerNumber: string
  shareCapital: string
  vatId: string
  /** Who represents the company (managing directors), as one line. */
  representatives: string
  email: string
  phone: string
  /**
   * The consumer dispute resolution (ADR) body the company takes part in, and its website; without one the legal
   * notice says the company is neither obliged nor willing to take part (the EU's ODR platform, once linked from
   * here, closed in July 2025: Regulation (EU) 2024/3228).
   */
  disputeBody: string
  disputeBodyUrl: string | null
}

/**
 * SAMPLE DATA of the demo shop, not a real company (the same one the demo's contact and privacy pages name). Shown
 * only while COMPANY_NAME is unset; the pages then carry a note saying these are sample details.
 */
export const DEMO_COMPANY: CompanyDetails = {
  demo: true,
  name: 'Demo Shop S.r.l.',
  legalForm: 'Società a responsabilità limitata (S.r.l.)',
  street: 'Via Pastrengo 14',
  street2: '',
  postcode: '20159',
  city: 'Milano',
  country: 'IT',
  register: 'Registro delle Imprese di Milano Monza Brianza Lodi',
  registerNumber: 'REA MI-2104857',
  shareCapital: '10.000,00 EUR',
  vatId: 'IT12345678903',
  representatives: 'Giulia Ferraris',
  email: 'support@example.com',
  phone: '+39 02 8734 5120',
  disputeBody: '',
  disputeBodyUrl: null,
}

function webAddress(name: string, value: string | undefined): string | null {
  const text = (value ?? '').trim()
  if (!text) return null
  if (!/^https?:\/\/[^\s"<>]+$/.test(text)) throw new Error(`${name} must be an http(s) address, not ${JSON.stringify(text)}`)
  return text
}

/** COMPANY_*: the shop's own company once COMPANY_NAME is set (nothing of the demo's is mixed in), else the demo's. */
export function companyFromEnv(env: NodeJS.ProcessEnv): CompanyDetails {
  const get = (name: string) => (env[name] ?? '').trim()
  const disputeBodyUrl = webAddress('COMPANY_DISPUTE_BODY_URL', env.COMPANY_DISPUTE_BODY_URL)
  if (!get('COMPANY_NAME')) return { ...DEMO_COMPANY }
  const country = get('COMPANY_COUNTRY').toUpperCase()
  if (country && !/^[A-Z]{2}$/.test(country)) throw new Error(`COMPANY_COUNTRY must be a two-letter country code (ISO 3166-1), not ${JSON.stringify(country)}`)
  const email = get('COMPANY_EMAIL')
  if (email && !/^[^\s@<>"]+@[^\s@<>"]+$/.test(email)) throw new Error(`COMPANY_EMAIL is not an e-mail address: ${JSON.stringify(email)}`)
  return {
    demo: false,
    name: get('COMPANY_NAME'),
    legalForm: get('COMPANY_LEGAL_FORM'),
    street: get('COMPANY_STREET'),
    street2: get('COMPANY_STREET2'),
    postcode: get('COMPANY_POSTCODE'),
    city: get('COMPANY_CITY'),
    country,
    register: get('COMPANY_REGISTER'),
    registerNumber: get('COMPANY_REGISTER_NUMBER'),
    shareCapital: get('COMPANY_SHARE_CAPITAL'),
    vatId: get('COMPANY_VAT_ID'),
    representatives: get('COMPANY_REPRESENTATIVES'),
    email,
    phone: get('COMPANY_PHONE'),
    disputeBody: get('COMPANY_DISPUTE_BODY'),
    disputeBodyUrl,
  }
}

/** ACCESSIBILITY_AUTHORITY (name and address) and ACCESSIBILITY_AUTHORITY_URL; unset: the statement says it is to be filled in. */
export function accessibilityAuthorityFromEnv(env: NodeJS.ProcessEnv): ServerConfig['accessibilityAuthority'] {
  const name = (env.ACCESSIBILITY_AUTHORITY ?? '').trim()
  const url = webAddress('ACCESSIBILITY_AUTHORITY_URL', env.ACCESSIBILITY_AUTHORITY_URL)
  return name ? { name, url } : null
}

const flag = (value: string | undefined): boolean | null => (value === undefined || value === '' ? null : value === '1' || value.toLowerCase() === 'true')

/** A number of seconds from the environment (positive, or from 0 with `zero`), in milliseconds; `fallback` seconds when unset. */
function seconds(name: string, value: string | undefined, fallback: number, zero = false): number {
  if (value === undefined || value.trim() === '') return fallback * 1000
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !zero))
    throw new Error(`${name} must be a ${zero ? '' : 'positive '}number of seconds, not ${JSON.stringify(value)}`)
  return Math.round(n * 1000)
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

const FAIR_USE = { search: 120, createCartItem: 60, createOrder: 10 }

function fairUse(value: string | undefined): Record<string, number> {
  if (value === undefined || value.trim() === '') return FAIR_USE
  if (value.trim() === 'off') return {}
  return Object.fromEntries(
    value.split(',').map((part) => {
      const [call, limit] = part.split(':').map((s) => s.trim())
      if (!call || !/^[1-9]\d*$/.test(limit ?? '')) throw new Error(`FAIR_USE: "${part}" is not call:calls-per-minute (e.g. search:120), nor is it "off"`)
      return [call, Number(limit)]
    }),
  )
}

function logLevel(value: string | undefined): string {
  const level = (value ?? '').trim() || 'info'
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(value)}`)
  return level
}

/** A fraction from 0 (exclusive) to 1 from the environment. */
function fraction(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  if (!(n > 0 && n <= 1)) throw new Error(`${name} must be a number above 0 and at most 1, not ${JSON.stringify(value)}`)
  return n
}

/** CDN_PURGE_URL: none, or http(s) URLs separated by commas — each cache in front gets every purge. */
export function cdnPurgeFromEnv(env: NodeJS.ProcessEnv): CdnPurgeOptions {
  const urls = (env.CDN_PURGE_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  for (const url of urls) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`CDN_PURGE_URL: "${url}" is not an http(s) URL`)
  }
  // Seven attempts over about half a minute (waits from 0.5 s doubling): within the pages' own s-maxage (60 s).
  return { urls, token: env.CDN_PURGE_TOKEN || null, maxAttempts: 7, retryBaseMs: 500, retryMaxMs: 16_000, timeoutMs: 5_000 }
}

/** MAIL_*: twelve attempts over about three hours by default (30 s, doubling, at most 30 min apart). */
export function mailDeliveryFromEnv(env: NodeJS.ProcessEnv): MailDeliveryOptions {
  const attempts = Number(env.MAIL_MAX_ATTEMPTS || 12)
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`MAIL_MAX_ATTEMPTS must be a whole number from 1, not ${JSON.stringify(env.MAIL_MAX_ATTEMPTS)}`)
  return {
    maxAttempts: attempts,
    retryBaseMs: seconds('MAIL_RETRY_FIRST_SECONDS', env.MAIL_RETRY_FIRST_SECONDS, 30),
    retryMaxMs: seconds('MAIL_RETRY_MAX_SECONDS', env.MAIL_RETRY_MAX_SECONDS, 30 * 60),
    // Longer than one whole SMTP attempt (mail/smtp.ts: 10 + 10 s to connect and greet, 30 s of silence at most).
    leaseMs: seconds('MAIL_LEASE_SECONDS', env.MAIL_LEASE_SECONDS, 5 * 60),
    pollMs: seconds('MAIL_POLL_SECONDS', env.MAIL_POLL_SECONDS, 5),
  }
}

/** TRUST_PROXY: unset or 0 → none; a number → that many hops; anything else → proxy addresses or CIDRs. */
export function trustedProxies(value: string | undefined): false | number | string {
  const text = (value ?? '').trim()
  if (!text || text === '0' || text === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  if (text === 'true')
    throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For a client writes: give the number of proxies in front (e.g. 1) or their addresses')
  return text
}

/** SHOP_SAME_AS: absolute http(s) URLs separated by commas or spaces; anything else stops the start with its reason. */
export function profileUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((text) => {
      let url: URL | null = null
      try {
        url = new URL(text)
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`SHOP_SAME_AS: "${text}" is not an absolute http(s) URL`)
      return url.toString()
    })
}

/** SHOP_RETURN_ADDRESS's lines; the demo shop's warehouse when unset. */
export function returnAddress(value: string | undefined, shopName: string): string[] {
  const lines = (value ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.length ? lines : [`${shopName} – Returns`, 'Via Tortona 31', '20144 Milano MI', 'Italy']
}

/** SHOP_CAPABILITIES_OFF: capability names separated by commas or spaces; an unknown one stops the start. */
function capabilitiesOff(value: string | undefined): Capability[] | null {
  if (value === undefined) return null
  const names = value.split(/[\s,]+/).filter((name) => name && name !== 'none')
  const unknown = names.filter((name) => !isCapability(name))
  if (unknown.length) throw new Error(`SHOP_CAPABILITIES_OFF: ${unknown.join(', ')} is not a capability (${CAPABILITY_NAMES.join(', ')})`)
  return [...new Set(names)] as Capability[]
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  // Not NODE_ENV: `npm start` sets that to production for React's fast builds, in the demo too.
  const mode = shopModeFromEnv(env.SHOP_MODE)
  const production = mode === 'production'
  const theme = env.SHOP_THEME === 'blue' || env.SHOP_THEME === 'default' ? env.SHOP_THEME : null
  const origins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean)
  // The web app's dev server (webpack serve on :8080) proxies /api with its own origin.
  if (!production) origins.push('http://localhost:8080', 'http://127.0.0.1:8080')
  return {
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    imageDir: path.resolve(root, env.IMAGE_DIR || path.join(env.DATA_DIR || 'data', 'img')),
    databaseUrl: env.DATABASE_URL || null,
    dbSchema: env.DB_SCHEMA || null,
    port: Number(env.PORT || 3000),
    shopName: env.SHOP_NAME || 'Ridgeline',
    sameAs: profileUrls(env.SHOP_SAME_AS),
    returnAddress: returnAddress(env.SHOP_RETURN_ADDRESS, env.SHOP_NAME || 'Ridgeline'),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : null,
    host: env.HOST || '127.0.0.1',
    mode,
    production,
    allowedOrigins: origins,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    crossSiteCookies: env.CROSS_SITE_COOKIES === '1',
    maintenanceMode: flag(env.MAINTENANCE_MODE),
    theme,
    capabilitiesOff: capabilitiesOff(env.SHOP_CAPABILITIES_OFF),
    testControls: !production && env.SHOP_TEST_CONTROLS === '1',
    sandboxMail: !production && env.SANDBOX_MAIL !== '0',
    sandboxPayments: !production,
    viesCheck: env.VIES_CHECK === '1',
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
    throttle: {
      loginPerAccount: 5,
      loginPerIp: 30,
      resetPerAccount: 3,
      resetPerIp: 10,
      windowSeconds: 15 * 60,
      withdrawalPerIp: 10,
      withdrawalPerReference: 5,
      withdrawalsPerOrder: 5,
      registerPerIp: 10,
      newsletterPerIp: 10,
      callsPerMinute: fairUse(env.FAIR_USE),
    },
    catalogCacheSeconds: Number(env.CATALOG_CACHE_SECONDS ?? 60),
    cdnPurge: cdnPurgeFromEnv(env),
    logLevel: logLevel(env.LOG_LEVEL),
    metrics: { token: env.METRICS_TOKEN || null, port: env.METRICS_PORT ? Number(env.METRICS_PORT) : null, host: env.METRICS_HOST || '127.0.0.1' },
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `${env.SHOP_NAME || 'Ridgeline'} <shop@localhost>`,
    mailDelivery: mailDeliveryFromEnv(env),
    // Long enough for a load balancer to see readiness fail (e.g. 2 health checks 5 s apart) before the listener closes.
    shutdown: {
      graceMs: seconds('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 10, true),
      timeoutMs: seconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 30),
    },
    overload: {
      maxEventLoopDelayMs: seconds('OVERLOAD_EVENT_LOOP_DELAY_SECONDS', env.OVERLOAD_EVENT_LOOP_DELAY_SECONDS, 1),
      maxEventLoopUtilization: fraction('OVERLOAD_EVENT_LOOP_UTILIZATION', env.OVERLOAD_EVENT_LOOP_UTILIZATION, 0.98),
    },
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || null,
    company: companyFromEnv(env),
    accessibilityAuthority: accessibilityAuthorityFromEnv(env),
  }
}
