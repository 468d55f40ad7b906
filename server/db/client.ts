// One small data-access interface over the two engines the API runs on: embedded PGlite (default) and a
// PostgreSQL server (DATABASE_URL). Both parse values the same way (bigint and numeric as JS numbers, dates as
// 'YYYY-MM-DD' strings) so that code above never needs to know which one it talks to.
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'

export type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>
}

/** A transaction: queries plus multi-statement scripts (migrations run inside one). */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg'
  /**
   * Runs fn in one transaction (rolled back when it throws). Inside fn, `db.query` joins that transaction (tracked
   * per async context, so concurrent requests never share it), and a nested `transaction` is a savepoint: when it
   * throws, its own writes are undone and the outer transaction goes on.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /**
   * Runs fn once the current transaction has committed (at once outside a transaction; never when it rolls back):
   * what must not happen for a change that may yet be undone, or hold the transaction open (an SMTP delivery,
   * clearing a cache that would otherwise reload the old rows). Awaited before `transaction` returns; its errors
   * are reported through `onAfterCommitError`, not thrown, since the change itself has been made.
   */
  afterCommit(fn: () => Promise<void> | void): Promise<void>
  /** Whether the caller runs inside a transaction (shared caches do not share loads into one: lib/ttlCache). */
  inTransaction(): boolean
  /** Where afterCommit's errors go (the app's logger once it exists; the console until then). */
  reportAfterCommitErrors(report: (error: unknown) => void): void
  /** Told how long each transaction waited to begin (a pooled connection, PGlite's one connection), in seconds. */
  reportWaits(report: (seconds: number) => void): void
  /**
   * Tells every API process on this database that something happened on channel: PostgreSQL's NOTIFY, delivered
   * when the current transaction commits (never when it rolls back). A PGlite database belongs to one process, which
   * acts on its own changes directly: there, nobody else is listening. The payload is text of at most 8,000 bytes.
   */
  notify(channel: string, payload?: string): Promise<void>
  /**
   * Calls fn with the payload on each notify on channel from any process (this one's too) — and once more, without
   * one, whenever a lost listening connection is back, since notices sent meanwhile were missed. Resolves to a
   * function that stops listening.
   */
  listen(channel: string, fn: (payload?: string) => void): Promise<() => Promise<void>>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  databaseUrl: string | null
  /** PGlite's directory; null keeps the database in memory (tests). */
  dataDir: string | null
  /** Every table lives in this schema when set (one per test worker on a shared server). */
  schema?: string | null
  /** PGlite only: a dump of a data directory to start from instead of an empty cluster (tests start from a migrated
   * one: loading takes a tenth of the time initialising a cluster does). */
  loadDataDir?: Blob
  /** PGlite only: PostgreSQL's shared buffer pool instead of its default 128MB. The tests' small databases take
   * 16MB: PGlite clears the whole pool at every start, a third of the start's time at 128MB. */
  sharedBuffers?: string
  /** PGlite only, for a new cluster: the size of its WAL segments in MB (PostgreSQL's default 16). The tests' template
   * takes 1: its dump, unpacked at each test file's start, is then 30 MB instead of 40. */
  walSegmentMb?: number
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const
const parsers: Record<number, (v: string) => unknown> = { [OID.INT8]: Number, [OID.NUMERIC]: Number, [OID.DATE]: (v) => v }

export async function openDb(options: OpenOptions): Promise<Db> {
  return options.databaseUrl ? openPg(options.databaseUrl, options.schema ?? null) : openPglite(options)
}

/** A dump of an in-memory PGlite database's data directory (what `loadDataDir` starts from). */
export async function dumpPgliteDataDir(db: Db): Promise<Blob> {
  const pg = pgliteOf.get(db)
  if (!pg) throw new Error('Only a PGlite database has a data directory to dump.')
  return pg.dumpDataDir('none')
}

const pgliteOf = new WeakMap<Db, PGlite>()

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

async function openPglite({ dataDir, loadDataDir, sharedBuffers, walSegmentMb }: OpenOptions): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  const startParams = sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] : undefined
  const initDbStartParams = walSegmentMb ? [`--wal-segsize=${walSegmentMb}`] : undefined
  const pg = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir, extensions: { pg_trgm }, parsers, startParams, initDbStartParams })
  const direct: Queryable = { query: async (sql, params) => (await pg.query<never>(sql, params as unknown[])).rows }
  // PGlite has a single connection: other requests' queries wait until a transaction ends.
  const transactions = new Transactions((fn) =>
    pg.transaction((tx) =>
      fn({
        query: async (sql, params) => (await tx.query<never>(sql, params as unknown[])).rows,
        exec: async (sql) => void (await tx.exec(sql)),
      }),
    ),
  )
  const db: Db = {
    driver: 'pglite',
    query: (sql, params) => (transactions.current() ?? direct).query(sql, params),
    transaction: (fn) => transactions.run(fn),
    afterCommit: (fn) => transactions.afterCommit(fn),
    inTransaction: () => transactions.current() !== undefined,
    reportAfterCommitErrors: (report) => void (transactions.report = report),
    reportWaits: (report) => void (transactions.reportWait = report),
    notify: async () => undefined,
    listen: async () => async () => undefined,
    async exec(sql) {
      await pg.exec(sql)
    },
    close: () => transactions.close(() => pg.close()),
  }
  pgliteOf.set(db, pg)
  return db
}

async function openPg(databaseUrl: string, schema: string | null): Promise<Db> {
  const { default: pgModule } = await import('pg')
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pgModule.types.getTypeParser(oid, format as 'text'),
  }
  if (schema) {
    // The schema must exist before pooled connections select it through search_path. Processes started together
    // race on `create schema if not exists` (PostgreSQL checks the name before inserting it, so the loser fails with
    // a unique violation): an advisory lock per schema name lets one create it while the others wait.
    const setup = new pgModule.Client({ connectionString: databaseUrl })
    await setup.connect()
    try {
      await setup.query('begin')
      await setup.query('select pg_advisory_xact_lock(hashtext($1))', [`schema:${schema}`])
      await setup.query(`create schema if not exists ${quoteIdent(schema)}`)
      await setup.query('commit')
    } finally {
      await setup.end()
    }
  }
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
    max: 10,
    types,
    options: schema ? `-c search_path=${schema},public` : undefined,
  })
  // Test workers share one server, each in its own schema: their notices must not reach each other.
  const scoped = (channel: string) => (schema ? `${channel}.${schema}` : channel)
  const transactions = new Transactions(async (fn) => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const result = await fn({
        query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        exec: async (sql) => void (await client.query(sql)),
      })
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  })
  return {
    driver: 'pg',
    async query(sql, params) {
      const tx = transactions.current()
      return tx ? tx.query(sql, params) : (await pool.query(sql, params as unknown[])).rows
    },
    transaction: (fn) => transactions.run(fn),
    afterCommit: (fn) => transactions.afterCommit(fn),
    inTransaction: () => transactions.current() !== undefined,
    reportAfterCommitErrors: (report) => void (transactions.report = report),
    reportWaits: (report) => void (transactions.reportWait = report),
    async notify(channel, payload) {
      const tx = transactions.current()
      const sql = 'select pg_notify($1, $2)'
      const params = [scoped(channel), payload ?? null]
      await (tx ? tx.query(sql, params) : pool.query(sql, params))
    },
    listen: (channel, fn) => listenWithReconnect(() => new pgModule.Client({ connectionString: databaseUrl }), scoped(channel), fn),
    async exec(sql) {
      await pool.query(sql)
    },
    close: () => transactions.close(() => pool.end()),
  }
}

interface Scope {
  tx: Tx
  /** Run once the outermost transaction commits; a savepoint's go to its parent when it is released. */
  afterCommit: (() => Promise<void> | void)[]
  savepoints: number
}

/**
 * What both engines share: which transaction the current async context is in, nested transactions as savepoints,
 * and the work deferred until commit. `begin` runs fn in a new transaction of the engine.
 */
class Transactions {
  private readonly scopes = new AsyncLocalStorage<Scope>()
  report: (error: unknown) => void = (error) => console.error(error)
  reportWait: (seconds: number) => void = () => undefined

  constructor(private readonly begin: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>) {}

  current(): Tx | undefined {
    return this.scopes.getStore()?.tx
  }

  async run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const outer = this.scopes.getStore()
    if (outer) return this.savepoint(outer, fn)
    const deferred: Scope['afterCommit'] = []
    const asked = performance.now()
    const result = await this.begin((tx) => {
      this.reportWait((performance.now() - asked) / 1000)
      return this.scopes.run({ tx, afterCommit: deferred, savepoints: 0 }, () => fn(tx))
    })
    for (const task of deferred) await this.settle(task)
    return result
  }

  /**
   * Closes the engine and lets go of the context tracking: in Node 20 every live AsyncLocalStorage is told of every
   * promise the process creates, so one left behind by each closed database (the server's test files share their
   * processes) made every later promise slower.
   */
  async close(closeEngine: () => Promise<void>): Promise<void> {
    await closeEngine()
    this.scopes.disable()
  }

  async afterCommit(task: () => Promise<void> | void): Promise<void> {
    const scope = this.scopes.getStore()
    if (scope) scope.afterCommit.push(task)
    else await this.settle(task)
  }

  private async savepoint<T>(outer: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const name = `nested_${++outer.savepoints}`
    const inner: Scope = { tx: outer.tx, afterCommit: [], savepoints: outer.savepoints }
    await outer.tx.query(`savepoint ${name}`)
    try {
      const result = await this.scopes.run(inner, () => fn(outer.tx))
      await outer.tx.query(`release savepoint ${name}`)
      outer.afterCommit.push(...inner.afterCommit)
      return result
    } catch (error) {
      await outer.tx.query(`rollback to savepoint ${name}`)
      throw error
    } finally {
      outer.savepoints = Math.max(outer.savepoints, inner.savepoints)
    }
  }

  private async settle(task: () => Promise<void> | void): Promise<void> {
    try {
      await task()
    } catch (error) {
      this.report(error)
    }
  }
}

interface ListeningClient {
  connect(): Promise<unknown>
  query(sql: string): Promise<unknown>
  end(): Promise<void>
  on(event: 'notification', fn: (notice: { channel: string; payload?: string }) => void): unknown
  on(event: 'error' | 'end', fn: () => void): unknown
}

const RECONNECT_AFTER_MS = 1000

/** LISTEN on a connection of its own, opened again a second after it is lost (a restarted server, a network cut). */
async function listenWithReconnect(newClient: () => ListeningClient, channel: string, fn: (payload?: string) => void): Promise<() => Promise<void>> {
  let client: ListeningClient | null = null
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const retrySoon = () => {
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      connect().then(() => fn(), retrySoon)
    }, RECONNECT_AFTER_MS)
  }
  const connect = async () => {
    const next = newClient()
    // A client that failed to connect may report its end after another has taken over: only the current one counts.
    const lost = () => (client === null || client === next) && retrySoon()
    next.on('notification', (notice) => notice.channel === channel && fn(notice.payload || undefined))
    next.on('error', lost)
    next.on('end', lost)
    await next.connect()
    await next.query(`listen ${quoteIdent(channel)}`)
    client = next
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await client?.end().catch(() => undefined)
  }
}
