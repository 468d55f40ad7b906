// Multi-row INSERTs in batches: one round trip per few thousand values instead of one per row.
import type { Queryable } from '../client'

const MAX_PARAMS = 30_000

export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length))
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch)
    const params: unknown[] = []
    const tuples = batch.map((row) => {
      const slots = row.map((value) => {
        params.push(value)
        return `$${params.length}`
      })
      return `(${slots.join(',')})`
    })
    await db.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params)
  }
}
