// Prometheus metrics (prom-client), one registry per app (tests build several in a process): what docs/operations.md
// says to watch and alert on. Labels are a handful of known values each (call names, page kinds, states), never
// anything a visitor types. Exposed at /metrics behind METRICS_TOKEN, or on METRICS_PORT (http/metricsEndpoint.ts).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from './db/client'
import { queueStats } from './mail/outbox'

export type RequestKind = 'api' | 'page' | 'asset' | 'sandbox' | 'payment_notification' | 'other'

export class ShopMetrics {
  readonly registry = new Registry()

  readonly requestDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by kind (api, page, asset…), call name or page kind, and status class',
    labelNames: ['kind', 'name', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })

  readonly errors = new Counter({
    name: 'shop_http_errors_total',
    help: 'Answers with a 5xx status (the shop failed), by kind, call name or page kind, and status',
    labelNames: ['kind', 'name', 'status'] as const,
    registers: [this.registry],
  })

  readonly orders = new Counter({
    name: 'shop_orders_total',
    help: 'Orders placed, and payments settled as paid or declined',
    labelNames: ['event'] as const,
    registers: [this.registry],
  })

  readonly paymentNotifications = new Counter({
    name: 'shop_payment_notifications_total',
    help: 'Signed notifications from payment providers, by gateway and outcome (settled, duplicate, received, rejected)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [this.registry],
  })

  readonly mail = new Counter({
    name: 'shop_mail_total',
    help: 'E-mail queued for delivery, sent, retried and parked as failed, by kind',
    labelNames: ['event', 'kind'] as const,
    registers: [this.registry],
  })

  readonly cdnPurges = new Counter({
    name: 'shop_cdn_purges_total',
    help: 'Purges sent to the HTTP cache(s) in front (CDN_PURGE_URL): purged, retry (a failed attempt) or failed (given up)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  })

  readonly cache = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Lookups in the process caches (catalogue answers, structure, rendered pages): hit, stale (answered, refreshing) or miss',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  })

  readonly dbWait = new Histogram({
    name: 'shop_db_transaction_wait_seconds',
    help: 'Time a transaction waited to begin: a pooled connection (PostgreSQL) or the single connection (PGlite)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  })

  constructor(db: Db) {
    collectDefaultMetrics({ register: this.registry })
    // Read from the outbox when scraped: the queue is shared by every process on the database.
    const stats = () => queueStats(db)
    new Gauge({
      name: 'shop_mail_queue_messages',
      help: 'Messages in the outbox by state (queued and sending wait for delivery; failed are parked)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const { counts } = await stats()
        for (const [state, n] of Object.entries(counts)) this.set({ state }, n)
      },
    })
    new Gauge({
      name: 'shop_mail_queue_oldest_age_seconds',
      help: 'Age of the oldest message waiting for delivery (0: none waits)',
      registers: [this.registry],
      async collect() {
        this.set((await stats()).oldestWaitingSeconds)
      },
    })
  }
}

/** The status label: the class, so that a label set stays small. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`
