// The reference API's settings, read once from the environment. Everything else takes these values as arguments so
// that tests can build an app with their own settings.
import path from 'node:path'

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
   * Where consumers send goods back after withdrawing (SHOP_RETURN_ADDRESS, lines separated by `|`): stated in every
   * withdrawal acknowledgement and in bootstrap's settings.
   */
  returnAddress: string[]
  /** Absolute base of links in e-mails; the request's own origin when unset. */
  publicUrl: string | null
  host: string
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
  /** Enables /sandbox/test/* (runtime settings, forced failures) for end-to-end tests. */
  testControls: boolean
  /** /sandbox/mail (every e-mail sent, reset links included): on outside production unless SANDBOX_MAIL=0. */
  sandboxMail: boolean
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
  }
  /**
   * Seconds a cached catalogue answer counts as fresh (then it is refreshed in the background). Writes that change
   * the catalogue clear it at once, in every process on the database (services/catalogChanges).
   */
  catalogCacheSeconds: number
  logger: boolean
  /** Send e-mail through this SMTP server (`smtp://user:pass@host:587`, `smtps://…`); the outbox table otherwise. */
  smtpUrl: string | null
  /** The From of every e-mail. */
  mailFrom: string
  /** Shared secret of signed payment notifications; null: a random one kept in the settings table. */
  paymentWebhookSecret: string | null
}

const flag = (value: string | undefined): boolean | null => (value === undefined || value === '' ? null : value === '1' || value.toLowerCase() === 'true')

/** TRUST_PROXY: unset or 0 → none; a number → that many hops; anything else → proxy addresses or CIDRs. */
export function trustedProxies(value: string | undefined): false | number | string {
  const text = (value ?? '').trim()
  if (!text || text === '0' || text === 'false') return false
  if (/^\d+$/.test(text)) return Number(text)
  if (text === 'true')
    throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For a client writes: give the number of proxies in front (e.g. 1) or their addresses')
  return text
}

/** SHOP_RETURN_ADDRESS's lines; the demo shop's warehouse when unset. */
export function returnAddress(value: string | undefined, shopName: string): string[] {
  const lines = (value ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.length ? lines : [`${shopName} – Returns`, 'Via Tortona 31', '20144 Milano MI', 'Italy']
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production'
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
    returnAddress: returnAddress(env.SHOP_RETURN_ADDRESS, env.SHOP_NAME || 'Ridgeline'),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : null,
    host: env.HOST || '127.0.0.1',
    production,
    allowedOrigins: origins,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    crossSiteCookies: env.CROSS_SITE_COOKIES === '1',
    maintenanceMode: flag(env.MAINTENANCE_MODE),
    theme,
    testControls: env.SHOP_TEST_CONTROLS === '1',
    sandboxMail: env.SANDBOX_MAIL ? env.SANDBOX_MAIL === '1' : !production,
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
    },
    catalogCacheSeconds: Number(env.CATALOG_CACHE_SECONDS ?? 60),
    logger: env.LOG_REQUESTS === '1',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `${env.SHOP_NAME || 'Ridgeline'} <shop@localhost>`,
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || null,
  }
}
