// Test harness: one database per test file (PGlite in memory, or a fresh schema on DATABASE_URL), migrated once
// and re-seeded with the fixture before each test that asks for it; an app built on it; and a cookie-keeping
// client that calls the API through fastify's inject.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, createShop, type ShopOptions } from '../app'
import { configFromEnv, type ServerConfig } from '../config'
import { openDb, type Db } from '../db/client'
import { migrate } from '../db/migrate'
import { seedDatabase } from '../db/seed/seed'
import type { Envelope } from '../lib/envelope'
import type { Shop } from '../shop'
import { fixture } from './fixture'
import { migratedTemplate } from './pgliteTemplate'
import { readSnapshot, restoreSnapshot, takeSnapshot, type Snapshot } from './fixtureSnapshot'
import { fixtureReady } from './runSettings'
import { pageIconDataUrl } from '../../config/pageIcon'

export interface TestContext {
  db: Db
  shop: Shop
  app: FastifyInstance
  /** The seeded fixture's rows (taken once; restoring them is much faster than seeding again). */
  snapshot?: Snapshot
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = configFromEnv({ NODE_ENV: 'test', SHOP_TEST_CONTROLS: '1' })
  return {
    ...config,
    dataDir: path.join(os.tmpdir(), `shop-test-${process.pid}`),
    imageDir: path.join(os.tmpdir(), `shop-test-${process.pid}`, 'img'),
    distDir: path.join(os.tmpdir(), 'shop-test-no-dist'),
    catalogCacheSeconds: 0,
    // Tests that read the logs ask for them (and give a stream).
    logLevel: 'silent',
    // Every test comes from one address: fair use and the registration limit are proven by their own tests.
    throttle: { ...config.throttle, callsPerMinute: {}, registerPerIp: 10_000 },
    ...overrides,
  }
}

/**
 * The PGlite database of this test process, which its files use one after another (jest-light-runner runs many files
 * in one process, never two at once), and the state the migrated template gives it. Opening one from the template
 * took each file over a second, and a new database answers its first queries several times slower than one in use.
 */
let processDb: Promise<{ db: Db; migrated: Snapshot }> | undefined

/** The process's PGlite database as the migrated template left it: no rows, no settings, sequences at their start. */
async function migratedPglite(): Promise<Db> {
  processDb ??= (async () => {
    const db = await openDb({ databaseUrl: null, dataDir: null, loadDataDir: await migratedTemplate(), sharedBuffers: '16MB' })
    // Closed when Jest lets go of the process (its channel to Jest closes after the run): an open database would
    // keep the process alive after Jest has exited, and with it whatever output Jest's caller waits to end.
    process.once('disconnect', () => void db.close())
    await migrate(db)
    const migrated = await takeSnapshot(db)
    // takeSnapshot leaves the settings alone (a reset keeps them); a file starts without the last file's.
    return { db, migrated: { ...migrated, allTables: [...migrated.allTables, 'settings'] } }
  })()
  const { db, migrated } = await processDb
  await restoreSnapshot(db, migrated)
  return db
}

/** Gives this file its database (on PostgreSQL a schema of its own), builds the app; call in beforeAll and close in afterAll. */
export async function startTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestContext & { close(): Promise<void> }> {
  await fixtureReady()
  const url = process.env.DATABASE_URL ?? null
  const schema = url ? `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : null
  const db = url ? await openDb({ databaseUrl: url, dataDir: null, schema, sharedBuffers: '16MB' }) : await migratedPglite()
  if (url) await migrate(db)
  const shop = createShop(testConfig(overrides), db)
  await shop.settings.init({})
  const app = await buildApp(shop)
  await app.ready()
  return {
    db,
    shop,
    app,
    snapshot: undefined,
    async close() {
      await app.close()
      fs.rmSync(shop.config.dataDir, { recursive: true, force: true })
      if (schema) {
        await db.query(`drop schema "${schema}" cascade`)
        await db.close()
      }
    },
  }
}

/**
 * A build directory as webpack writes it, for the page renderer: public/index.html plus the bundle's script, and
 * config.js (public/config.js unless given). Remove it in afterAll.
 */
export function testDist(configJs?: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'))
  const template = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8').replace('<%= iconDataUrl %>', pageIconDataUrl())
  fs.writeFileSync(path.join(dist, 'index.html'), template.replace('</head>', '<script defer src="/assets/main.js"></script></head>'))
  fs.writeFileSync(path.join(dist, 'config.js'), configJs ?? fs.readFileSync(path.join(__dirname, '../../public/config.js'), 'utf8'))
  return dist
}

/** Another app on the same database with other settings (e.g. without test controls). */
export async function appWith(ctx: TestContext, overrides: Partial<ServerConfig>, options: ShopOptions = {}): Promise<FastifyInstance> {
  return (await shopWith(ctx, overrides, options)).app
}

/** appWith, and the shop it was built on (its purger, metrics). */
export async function shopWith(ctx: TestContext, overrides: Partial<ServerConfig>, options: ShopOptions = {}): Promise<{ app: FastifyInstance; shop: Shop }> {
  const shop = createShop(testConfig(overrides), ctx.db, options)
  const app = await buildApp(shop)
  await app.ready()
  return { app, shop }
}

/** Back to the fixture: every table re-seeded, settings to their defaults, caches and test controls cleared. */
export async function resetDb(ctx: TestContext): Promise<void> {
  // A payment notification still on its way from the last test must not land in the fresh data.
  await ctx.app.sandboxNotifier.idle()
  // The fixture's rows as jest's globalSetup took them once for the whole run (seeding costs each file a second).
  ctx.snapshot ??= readSnapshot()
  if (ctx.snapshot) await restoreSnapshot(ctx.db, ctx.snapshot)
  else {
    await seedDatabase(ctx.db, fixture, { imageDir: null })
    ctx.snapshot = await takeSnapshot(ctx.db)
  }
  await ctx.shop.settings.update({ maintenance_mode: false, theme: 'blue', capabilities_off: [] })
  ctx.shop.catalogCache.clear()
  ctx.shop.structureCache.clear()
}

/** psdata as tests read it: untyped JSON, checked by the assertions themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface CallResponse<T = Json> {
  status: number
  body: Envelope & { psdata: T; errors: Record<string, string> }
  headers: Record<string, unknown>
}

/** A browser-like client: keeps the session cookie between calls. */
export class Client {
  private cookie: string | null = null

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: Record<string, string> = {},
  ) {}

  async call<T = Json>(name: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<CallResponse<T>> {
    const response = await this.app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', ...this.defaults, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })
    this.keepCookie(response.headers['set-cookie'])
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  async get(url: string, headers: Record<string, string> = {}) {
    const response = await this.app.inject({ method: 'GET', url, headers: { ...this.defaults, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers } })
    this.keepCookie(response.headers['set-cookie'])
    return response
  }

  async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: { ...this.defaults, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      payload: payload as string,
    })
    this.keepCookie(response.headers['set-cookie'])
    return response
  }

  get sessionCookie(): string | null {
    return this.cookie
  }

  private keepCookie(header: string | string[] | undefined) {
    const first = (Array.isArray(header) ? header : header ? [header] : []).find((c) => c.startsWith('shop_session='))
    if (first) this.cookie = first.split(';')[0]!
  }
}

export async function loggedIn(app: FastifyInstance, email: string, password: string): Promise<Client> {
  const client = new Client(app)
  const res = await client.call('login', { email, password })
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return client
}
