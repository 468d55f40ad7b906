// The OpenAPI document (docs/openapi.json) and its Markdown form (docs/api-reference.md) are what `npm run openapi`
// derives from the calls, valid OpenAPI 3.1, served at GET /api/openapi.json, naming every call the API answers and
// no other; and every answer recorded from the API (src/test/contract/recorded, the web tests' fixtures) matches the
// document's schema for its call and status.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import { OPENAPI_FILE, openApiFiles, REFERENCE_FILE } from '../../scripts/openapi'
import type { OpenApiDocument } from '../http/openapi'
import { startTestApp } from './harness'
import { RECORDED_DIR } from './recordedCalls'

/** `METHOD /path` of every route in fastify's printed radix tree (a line's segment continues its parent's path). */
function routesOf(tree: string): string[] {
  const paths: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!node) continue
    const depth = node[1]!.length / 4
    paths[depth] = (depth ? paths[depth - 1]! : '') + node[2]!
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${paths[depth]}`)
  }
  return routes
}

const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument
const operations = Object.entries(committed.paths).flatMap(([url, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${url}`))

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

  it('is served at GET /api/openapi.json, and names every call the API answers and no other', async () => {
    const ctx = await startTestApp()
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(committed)
      const registered = routesOf(ctx.app.printRoutes({ commonPrefix: false })).filter((route) => /^[A-Z]+ \/(api|content)\/\w+$/.test(route))
      expect(registered.length).toBeGreaterThan(60)
      expect([...new Set(registered)].sort()).toEqual([...operations].sort())
    } finally {
      await ctx.close()
    }
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
