// Resets the database to a seeded state: the catalogue (optionally grown to N products), shipping data,
// customers with their addresses, reviews and demo orders, redirects; then generates the pictures and manuals.
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../client'
import { seedAccounts } from './accounts'
import { seedCatalog } from './catalog'
import { seedDemoOrders } from './orders'
import { renderImages } from './images'
import { writeManual } from './manuals'
import { seedRedirects } from './redirects'
import type { SeedData } from './seedData'
import { seedShipping } from './shipping'
import { synthesizeProducts } from './synthesize'

export interface SeedOptions {
  /** Total number of products; extra ones are synthesised from the demo products. */
  products?: number
  /** Where pictures and manuals go; null skips generating files (tests). */
  imageDir: string | null
  log?: (message: string) => void
}

/** Tables kept across a re-seed: the migration log and the runtime settings. */
const KEEP = new Set(['schema_migrations', 'settings'])

export async function truncateAll(db: Db): Promise<void> {
  const tables = (await db.query<{ tablename: string }>('select tablename from pg_tables where schemaname = current_schema()'))
    .map((r) => r.tablename)
    .filter((t) => !KEEP.has(t))
  if (tables.length) await db.query(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`)
}

export async function seedDatabase(db: Db, data: SeedData, options: SeedOptions): Promise<{ products: number; images: number }> {
  const log = options.log ?? (() => undefined)
  const started = Date.now()
  const output = await db.transaction(async () => {
    await truncateAll(db)
    const catalog = await seedCatalog(db, data)
    await seedShipping(db, data)
    const customers = await seedAccounts(db, data)
    await seedDemoOrders(db, data, customers)
    await seedRedirects(db)
    return catalog
  })
  log(`catalogue, accounts and orders seeded in ${Date.now() - started} ms`)
  let total = data.products.length
  if (options.products && options.products > total) {
    const t = Date.now()
    total += await db.transaction(() => synthesizeProducts(db, options.products!))
    log(`${total - data.products.length} products synthesised in ${Date.now() - t} ms`)
  }
  // Fresh statistics, or the planner guesses (badly) on tables it has never seen filled.
  await db.query('analyze')
  let rendered = 0
  if (options.imageDir) {
    const t = Date.now()
    rendered = await renderImages(options.imageDir, output.images)
    for (const manual of output.manuals) {
      if (!fs.existsSync(path.join(options.imageDir, 'manuals', manual.file))) writeManual(options.imageDir, manual.file, manual.pdf())
    }
    log(`${rendered} new picture sets rendered in ${Date.now() - t} ms`)
  }
  return { products: total, images: rendered }
}
