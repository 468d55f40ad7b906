// Before the server tests: the migrated PGlite database they start from (see pgliteTemplate). On PostgreSQL
// (DATABASE_URL) each file migrates a schema of its own instead.
import { writeMigratedTemplate } from './pgliteTemplate'

export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await writeMigratedTemplate()
}
