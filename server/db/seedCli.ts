// `npm run seed [-- --products N]`: resets the database to the demo shop, optionally grown to N products.
import { configFromEnv } from '../config'
import { DatabaseUnreachable, openConfiguredDb } from './open'
import { demoData } from './seed/demo'
import { seedDatabase } from './seed/seed'

function productsArg(argv: string[]): number | undefined {
  const i = argv.indexOf('--products')
  const raw = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--products='))?.split('=')[1]
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`--products must be a whole number from 1 to 1000000, got ${raw}`)
  return n
}

async function main(): Promise<void> {
  const config = configFromEnv()
  const products = productsArg(process.argv.slice(2))
  const started = Date.now()
  const db = await openConfiguredDb(config)
  const result = await seedDatabase(db, await demoData(), { products, imageDir: config.imageDir, log: (m) => console.log(m) })
  await db.close()
  console.log(`seeded ${result.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error) => {
  // A database that cannot be reached is the shop's setting, not a defect: its one line, without a stack.
  console.error(error instanceof DatabaseUnreachable ? error.message : error)
  process.exit(1)
})
