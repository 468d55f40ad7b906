// One small data-access interface over the two engines the API runs on: embedded PGlite (default) and a
// PostgreSQL server (DATABASE_URL). Both parse values the same way (bigint and numeric as JS numbers, dates as
// 'YYYY-MM-DD' strings) so that code above never needs to know which one it talks to.
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'

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
   * Runs fn in one transaction (rolled back when it throws). Inside fn, `db.query` and nested `transaction` calls
   * join that transaction (tracked per async context, so concurrent requests never share it).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
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
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const
const parsers: Record<number, (v: string) => unknown> = { [OID.INT8]: Number, [OID.NUMERIC]: Number, [OID.DATE]: (v) => v }

export async function openDb(options: OpenOptions): Promise<Db> {
  return options.databaseUrl ? openPg(options.databaseUrl, options.schema ?? null) : openPglite(options.dataDir)
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

async function openPglite(dataDir: string | null): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { pg_trgm }, parsers })
  const direct: Queryable = { query: async (sql, params) => (await pg.query<never>(sql, params as unknown[])).rows }
  const current = new AsyncLocalStorage<Tx>()
  return {
    driver: 'pglite',
    query: (sql, params) => (current.getStore() ?? direct).query(sql, params),
    transaction(fn) {
      const outer = current.getStore()
      if (outer) return fn(outer)
      // PGlite has a single connection: other requests' queries wait until this transaction ends.
      return pg.transaction((tx) => {
        const q: Tx = {
          query: async (sql, params) => (await tx.query<never>(sql, params as unknown[])).rows,
          exec: async (sql) => void (await tx.exec(sql)),
        }
        return current.run(q, () => fn(q))
      })
    },
    async exec(sql) {
      await pg.exec(sql)
    },
    close: () => pg.close(),
  }
}

async function openPg(databaseUrl: string, schema: string | null): Promise<Db> {
  const { default: pgModule } = await import('pg')
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pgModule.types.getTypeParser(oid, format as 'text'),
  }
  if (schema) {
    // The schema must exist before pooled connections select it through search_path.
    const setup = new pgModule.Client({ connectionString: databaseUrl })
    await setup.connect()
    await setup.query(`create schema if not exists ${quoteIdent(schema)}`)
    await setup.end()
  }
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
    max: 10,
    types,
    options: schema ? `-c search_path=${schema},public` : undefined,
  })
  const current = new AsyncLocalStorage<Tx>()
  return {
    driver: 'pg',
    async query(sql, params) {
      const tx = current.getStore()
      return tx ? tx.query(sql, params) : (await pool.query(sql, params as unknown[])).rows
    },
    async transaction(fn) {
      const outer = current.getStore()
      if (outer) return fn(outer)
      const client = await pool.connect()
      try {
        await client.query('begin')
        const q: Tx = {
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => void (await client.query(sql)),
        }
        const result = await current.run(q, () => fn(q))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async exec(sql) {
      await pool.query(sql)
    },
    close: () => pool.end(),
  }
}
