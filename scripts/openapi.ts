// Writes the contract's OpenAPI 3.1 document, docs/openapi.json, and its human-readable form, docs/api-reference.md,
// from the calls as the API registers them (`npm run openapi`). server/test/openapi.test.ts fails while either is stale.
import fs from 'node:fs'
import path from 'node:path'
import { CALL_GROUPS } from '../server/app'
import { openApiDocument } from '../server/http/openapi'
import { apiReference } from './lib/apiReference'

export const OPENAPI_FILE = path.join(__dirname, '..', 'docs', 'openapi.json')
export const REFERENCE_FILE = path.join(__dirname, '..', 'docs', 'api-reference.md')

/** The two files' texts, as they should be. */
export function openApiFiles(): { json: string; markdown: string } {
  const document = openApiDocument(CALL_GROUPS)
  return { json: JSON.stringify(document, null, 2) + '\n', markdown: apiReference(document) + '\n' }
}

if (require.main === module) {
  const { json, markdown } = openApiFiles()
  fs.writeFileSync(OPENAPI_FILE, json)
  fs.writeFileSync(REFERENCE_FILE, markdown)
  console.log(`${path.relative(process.cwd(), OPENAPI_FILE)} and ${path.relative(process.cwd(), REFERENCE_FILE)} written`)
}
