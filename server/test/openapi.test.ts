// The OpenAPI document (docs/openapi.json) and its Markdown form (docs/api-reference.md) are what `npm run openapi`
// derives from the calls, and valid OpenAPI 3.1; every answer recorded from the API (src/test/contract/recorded, the
// web tests' fixtures) matches the document's schema for its call and status. (That the API serves the document and
// answers exactly its calls: contract.test.ts.)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import { OPENAPI_FILE, openApiFiles, REFERENCE_FILE } from '../../scripts/openapi'
import type { OpenApiDocument } from '../http/openapi'
import { RECORDED_DIR } from './recordedCalls'

const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument

describe('docs/openapi.json', () => {
  it('is what npm run openapi writes (and so is docs/api-reference.md): run it after changing a call', () => {
    const { json, markdown } = openApiFiles()
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(json)
    expect(fs.readFileSync(REFERENCE_FILE, 'utf8')).toBe(markdown)
  })

  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js')
    const result = JSON.parse(execFileSync(process.execPath, [cli, OPENAPI_FILE], { encoding: 'utf8' })) as { valid: boolean; errors?: unknown }
    expect(result).toEqual({ valid: true })
    expect(committed.openapi).toBe('3.1.0')
  })
})

describe('the recorded answers', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
  ajv.addSchema(committed, 'openapi')
  const pointer = (...parts: string[]) => 'openapi#/' + parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
  const recordings = fs
    .readdirSync(RECORDED_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(RECORDED_DIR, f), 'utf8')) as { name: string; call: string; status: number; answer: unknown })

  it.each(recordings.map((r) => [r.name, r] as const))('%s matches the document', (_name, recording) => {
    const url = `/api/${recording.call}`
    const [method, operation] = Object.entries(committed.paths[url] ?? {})[0] ?? []
    expect(operation).toBeDefined()
    const responses = (operation as { responses: Record<string, unknown> }).responses
    // The status is one the document gives the call; a refusal is the Refusal envelope.
    expect(Object.keys(responses)).toContain(String(recording.status))
    const schema =
      recording.status < 300
        ? { $ref: pointer('paths', url, method!, 'responses', String(recording.status), 'content', 'application/json', 'schema') }
        : { $ref: pointer('components', 'schemas', 'Refusal') }
    const validate = ajv.compile(schema)
    validate(recording.answer)
    expect(validate.errors ?? []).toEqual([])
  })
})
