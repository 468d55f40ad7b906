// Everything a call handler may use, built once per app (tests build one per database).
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import type { TtlCache } from './lib/ttlCache'
import type { ShopMetrics } from './metrics'
import type { MailDelivery } from './mail/delivery'
import type { Mailer } from './mail/mailer'
import type { CdnPurger } from './http/cdnPurger'
import type { GatewayRegistry } from './payments/gateway'
import type { SettingsStore } from './services/settings'
import type { VatChecker } from './services/vat/vies'
import type { TestControls } from './http/testControlState'

/** Readiness's own state (http/health.ts). */
export interface HealthState {
  /** Shutting down: still serving, but asking not to be sent new requests. */
  draining: boolean
}

export interface Shop {
  db: Db
  config: ServerConfig
  /** The process's logger (fastify's too): JSON lines, never personal data. */
  log: FastifyBaseLogger
  /** This app's Prometheus metrics (metrics.ts). */
  metrics: ShopMetrics
  settings: SettingsStore
  /** Catalogue answers (listings, product pages), cleared by writes that change what they show (stock, ratings). */
  catalogCache: TtlCache
  /**
   * What changes only when the catalogue is re-seeded (category tree and counts, attributes, brands, countries)
   * and facet counts, which may lag stock changes by up to CATALOG_CACHE_SECONDS.
   */
  structureCache: TtlCache
  /** Server-rendered public pages (same for every visitor), keyed on catalogCache's version so they go with it. */
  pageCache: TtlCache
  mailer: Mailer
  /** Readiness's own state (draining on SIGTERM): http/health.ts. */
  health: HealthState
  /** Sends the outbox through SMTP_URL (null without one: the outbox is the sandbox's). Started and stopped with the app. */
  mailDelivery: MailDelivery | null
  /** Purges of the HTTP cache(s) in front (CDN_PURGE_URL) when a change alters pages: services/catalogChanges.ts. */
  cdnPurger: CdnPurger
  gateways: GatewayRegistry
  /** The shared secret of signed payment notifications (PAYMENT_WEBHOOK_SECRET, or one kept in the settings table). */
  webhookSecret: () => Promise<string>
  vat: VatChecker
  testControls: TestControls | null
  /** Generated images and manuals, served under /img. */
  imageDir: string
}
