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
  /** Absolute base of links in e-mails; the request's own origin when unset. */
  publicUrl: string | null
  host: string
  production: boolean
  /** Origins allowed to send state-changing calls besides the request's own host. */
  allowedOrigins: string[]
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
  throttle: { loginPerAccount: number; loginPerIp: number; resetPerAccount: number; resetPerIp: number; windowSeconds: number }
  /**
   * Seconds a cached catalogue answer counts as fresh (then it is refreshed in the background). Writes made
   * through this process clear the cache at once; other processes on the same database catch up within this.
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

const flag = (value: string | undefined): boolean | null =>
  value === undefined || value === '' ? null : value === '1' || value.toLowerCase() === 'true'

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
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : null,
    host: env.HOST || '127.0.0.1',
    production,
    allowedOrigins: origins,
    maintenanceMode: flag(env.MAINTENANCE_MODE),
    theme,
    testControls: env.SHOP_TEST_CONTROLS === '1',
    sandboxMail: env.SANDBOX_MAIL ? env.SANDBOX_MAIL === '1' : !production,
    viesCheck: env.VIES_CHECK === '1',
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
    throttle: { loginPerAccount: 5, loginPerIp: 30, resetPerAccount: 3, resetPerIp: 10, windowSeconds: 15 * 60 },
    catalogCacheSeconds: Number(env.CATALOG_CACHE_SECONDS ?? 60),
    logger: env.LOG_REQUESTS === '1',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `${env.SHOP_NAME || 'Ridgeline'} <shop@localhost>`,
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || null,
  }
}
