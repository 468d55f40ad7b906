// Builds the fastify app of the reference shop API: plugins, the hooks every call passes, every call of the
// contract, the sandbox pages, sitemap and robots, and the static files (images, SPA build).
import { AjvCompiler } from '@fastify/ajv-compiler'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import pino, { type DestinationStream } from 'pino'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import { registerCall, type AnyCall } from './http/calls'
import { openApiDocument, registerOpenApi } from './http/openapi'
import { registerErrorHandling } from './http/errors'
import { registerGuards } from './http/guards'
import { registerHealth } from './http/health'
import { registerMetricsEndpoint } from './http/metricsEndpoint'
import { errorForLog, registerObservability, requestId } from './http/observability'
import { ShopMetrics } from './metrics'
import { registerStatic } from './http/static'
import { registerTestControls } from './http/testControls'
import { TestControls } from './http/testControlState'
import { badRequest } from './lib/apiError'
import { TtlCache, type CacheResult } from './lib/ttlCache'
import { MailDelivery } from './mail/delivery'
import { Mailer } from './mail/mailer'
import { SmtpTransport } from './mail/smtp'
import { GatewayRegistry } from './payments/gateway'
import { sandboxCard } from './payments/sandboxCard'
import { sandboxHosted } from './payments/sandboxHosted'
import { webhookSecret } from './payments/webhookSecret'
import { accountCalls } from './routes/account'
import { authCalls } from './routes/auth'
import { bootstrapCalls } from './routes/bootstrap'
import { cartCalls } from './routes/cart'
import { catalogCalls } from './routes/catalog'
import { checkoutCalls } from './routes/checkout'
import { contentCalls } from './routes/content'
import { feedbackCalls } from './routes/feedback'
import { geoCalls } from './routes/geo'
import { loyaltyCalls } from './routes/loyalty'
import { newsletterCalls } from './routes/newsletter'
import { orderCalls } from './routes/orders'
import { registerPaymentNotifications } from './routes/paymentNotifications'
import { redirectCalls } from './routes/redirects'
import { returnCalls } from './routes/returns'
import { reviewCalls } from './routes/reviews'
import { registerSeo } from './routes/seo'
import { wishlistCalls } from './routes/wishlist'
import { withdrawalCalls } from './routes/withdrawals'
import { registerMailPages } from './sandbox/mailPages'
import { createPageResponder } from './render/pageResponder'
import { registerPayPages } from './sandbox/payPages'
import { followCatalogChanges } from './services/catalogChanges'
import { CdnPurger } from './http/cdnPurger'
import { SettingsStore } from './services/settings'
import { registerSecurityHeaders } from './http/securityHeaders'
import { registerCors } from './http/cors'
import { offlineChecker, viesChecker } from './services/vat/vies'
import type { Shop } from './shop'

export interface ShopOptions {
  /** Where the logs go (stdout by default; tests read them). */
  logStream?: DestinationStream
}

export function createShop(config: ServerConfig, db: Db, options: ShopOptions = {}): Shop {
  const secret = webhookSecret(db, config.paymentWebhookSecret)
  const inTransaction = () => db.inTransaction()
  const log: FastifyBaseLogger = pino({ level: config.logLevel, serializers: { err: errorForLog } }, options.logStream)
  const metrics = new ShopMetrics(db)
  db.reportWaits((seconds) => metrics.dbWait.observe(seconds))
  const cacheObserver = (cache: string) => (result: CacheResult) => metrics.cache.inc({ cache, result })
  const mailer = new Mailer(db, config.smtpUrl !== null)
  // The one place the transport is chosen: SMTP when SMTP_URL is set; otherwise mail stays in the outbox (sandbox).
  const mailDelivery = config.smtpUrl ? new MailDelivery(db, new SmtpTransport(config.smtpUrl, config.mailFrom), config.mailDelivery, log) : null
  if (mailDelivery) {
    mailer.onQueued((kind) => {
      metrics.mail.inc({ event: 'queued', kind })
      mailDelivery.wake()
    })
    mailDelivery.on('sent', ({ kind }) => metrics.mail.inc({ event: 'sent', kind }))
    mailDelivery.on('retry', ({ kind }) => metrics.mail.inc({ event: 'retried', kind }))
    mailDelivery.on('failed', ({ kind }) => metrics.mail.inc({ event: 'failed', kind }))
  }
  const cdnPurger = new CdnPurger(config.cdnPurge, log)
  for (const outcome of ['purged', 'retry', 'failed'] as const) cdnPurger.on(outcome, () => metrics.cdnPurges.inc({ outcome }))
  return {
    db,
    config,
    log,
    metrics,
    settings: new SettingsStore(db),
    catalogCache: new TtlCache(config.catalogCacheSeconds * 1000, 5000, inTransaction, cacheObserver('catalog')),
    structureCache: new TtlCache(config.catalogCacheSeconds * 1000, 5000, inTransaction, cacheObserver('structure')),
    // Pages are 100–250 KB each: a few hundred of the most visited ones.
    pageCache: new TtlCache(config.catalogCacheSeconds * 1000, 500, inTransaction, cacheObserver('page')),
    mailer,
    mailDelivery,
    cdnPurger,
    health: { draining: false },
    // A production shop registers its real gateways here (docs/api.md: Payment gateways); the sandboxes are the demo's.
    gateways: new GatewayRegistry(config.sandboxPayments ? [sandboxCard, sandboxHosted('PAYPAL', db, secret), sandboxHosted('MULTISAFEPAY', db, secret)] : []),
    webhookSecret: secret,
    vat: config.viesCheck ? viesChecker : offlineChecker,
    testControls: config.testControls ? new TestControls() : null,
    imageDir: config.imageDir,
  }
}

/**
 * Every call of the contract (spec §7 and the extras), registered under /api, by the part of the shop it serves
 * (the tags of docs/openapi.json).
 */
export const CALL_GROUPS: Record<string, AnyCall[]> = {
  Shop: [...bootstrapCalls, ...redirectCalls, ...contentCalls],
  'Sign-in': authCalls,
  Account: accountCalls,
  Catalogue: catalogCalls,
  Reviews: reviewCalls,
  Cart: cartCalls,
  Checkout: [...checkoutCalls, ...geoCalls, ...loyaltyCalls],
  Orders: [...orderCalls, ...feedbackCalls, ...returnCalls],
  Withdrawal: withdrawalCalls,
  Wishlist: wishlistCalls,
  Newsletter: newsletterCalls,
}

export const CALLS: AnyCall[] = Object.values(CALL_GROUPS).flat()

// One validator pool for every app of the process, instead of fastify's one per app: ajv compiles each call's
// schema once and then finds it by identity. One app is built in production; the test suites build one or more
// per file, and compiling the calls' schemas again was a tenth of the server tests' time.
const validators = AjvCompiler()

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops

export async function buildApp(shop: Shop): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: shop.log,
    // One line per request from http/observability.ts instead of fastify's two (which carry the raw URL).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    bodyLimit: 256 * 1024,
    // A number of hops: the nearest N proxies (hop 0 is the one connected to us) are believed, no farther one.
    trustProxy: typeof shop.config.trustProxy === 'number' ? trustHops(shop.config.trustProxy) : shop.config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: true } },
    schemaController: { compilersFactory: { buildValidator: validators } },
  })
  shop.db.reportAfterCommitErrors((error) => app.log.error(error))
  // Empty bodies count as {}; anything else must parse as JSON (a 400 otherwise).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim()
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(badRequest('request.malformed_json'), undefined)
    }
  })
  // Only the sandbox payment pages post HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  await app.register(fastifyCookie)
  await app.register(fastifyCompress, { threshold: 1024 })
  registerObservability(app, shop)
  await registerHealth(app, shop, shop.health, shop.config.overload)
  registerMetricsEndpoint(app, shop)
  registerErrorHandling(app)
  registerSecurityHeaders(app)
  registerCors(app, shop.config.allowedOrigins)
  registerGuards(app, shop)
  for (const call of CALLS) registerCall(app, shop, call)
  registerOpenApi(app, openApiDocument(CALL_GROUPS))
  registerPaymentNotifications(app, shop)
  if (shop.config.sandboxPayments) registerPayPages(app, shop)
  if (shop.config.sandboxMail) registerMailPages(app, shop)
  if (shop.testControls) registerTestControls(app, shop, shop.testControls)
  registerSeo(app, shop)
  registerStatic(app, shop.imageDir, shop.config.distDir, createPageResponder(app, shop))
  const stopFollowing = await followCatalogChanges(shop)
  app.addHook('onClose', stopFollowing)
  app.addHook('onClose', () => shop.cdnPurger.stop())
  const delivery = shop.mailDelivery
  if (delivery) {
    app.addHook('onReady', async () => delivery.start())
    // After the server has stopped taking requests and finished those in flight: the send under way ends first.
    app.addHook('onClose', () => delivery.stop())
  }
  return app
}
