// docs/api-reference.md: the OpenAPI document (docs/openapi.json) for people — each call with its flags, payload
// fields and answer, then each schema's fields. Written by `npm run openapi` beside the JSON; a test keeps both in
// step with the calls. The explanations stay in docs/api.md.
import type { OpenApiDocument } from '../../server/http/openapi'

type Json = Record<string, unknown>

const REF = '#/components/schemas/'

/** A schema in a few words: `string (0–64 chars)`, `integer (1–5)`, `[Address](#schema-address)`, `array of …`, `'a' | 'b'`, `… | null`. */
export function typeText(schema: Json | undefined): string {
  if (!schema) return 'any'
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(REF.length)
    return `[${name}](#schema-${name.toLowerCase()})`
  }
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ')
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeText).join(' \\| ')
  const limits: string[] = []
  if (schema.format) limits.push(String(schema.format))
  if (schema.pattern) limits.push(`pattern \`${String(schema.pattern).replaceAll('|', '\\|')}\``)
  if (schema.minLength !== undefined || schema.maxLength !== undefined) limits.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '…'} chars`)
  if (schema.minimum !== undefined || schema.maximum !== undefined) limits.push(`${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`)
  const more = limits.length ? ` (${limits.join(', ')})` : ''
  if (schema.type === 'array') return `array of ${typeText(schema.items as Json)}${schema.maxItems !== undefined ? ` (≤ ${schema.maxItems})` : ''}`
  if (schema.type === 'object' && !schema.properties) {
    const values = (schema.additionalProperties ?? Object.values((schema.patternProperties as Json | undefined) ?? {})[0]) as Json | undefined
    return `map of ${typeText(values && typeof values === 'object' ? values : undefined)}`
  }
  if (schema.type === 'object') return 'object'
  return `${Array.isArray(schema.type) ? schema.type.join(' \\| ') : String(schema.type ?? 'any')}${more}`
}

/** The fields of an object schema as a table (nested objects as `parent.child` rows). */
function fieldRows(schema: Json, prefix = ''): string[] {
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const rows: string[] = []
  for (const [name, field] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) {
    const inner = field.type === 'object' && field.properties ? field : null
    rows.push(`| \`${prefix}${name}\` | ${inner ? 'object' : typeText(field)} | ${required.has(name) ? 'yes' : ''} |`)
    if (inner) rows.push(...fieldRows(inner, `${prefix}${name}.`))
    const items = field.type === 'array' ? (field.items as Json) : null
    if (items?.type === 'object' && items.properties) rows.push(...fieldRows(items, `${prefix}${name}[].`))
  }
  return rows
}

const table = (schema: Json) => {
  const rows = fieldRows(schema)
  return rows.length ? ['| field | type | required |', '|---|---|---|', ...rows] : ['(no fields)']
}

export function apiReference(document: OpenApiDocument): string {
  const out = [
    '# Shop API — reference',
    '',
    "<!-- Written by `npm run openapi` from the calls' schemas (contract/api, server/routes): do not edit; a test fails when it is stale. -->",
    '',
    'Every call of the contract, generated from [`openapi.json`](openapi.json) (OpenAPI 3.1, also served at `GET /api/openapi.json`).',
    'What the envelope, sessions, idempotency, languages and refusal codes mean: [`api.md`](api.md). Every answer is the envelope',
    '`{ success, code, psdata, message? }`; a refusal is [Refusal](#schema-refusal) with a code of [ErrorCode](#schema-errorcode). Answers may carry more',
    'fields than named here.',
    '',
  ]
  const tags = (document.tags as { name: string }[]).map((t) => t.name)
  const seen = new Set<string>()
  for (const tag of tags) {
    out.push(`## ${tag}`, '')
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (!(op.tags as string[]).includes(tag) || seen.has(op.operationId as string)) continue
        seen.add(op.operationId as string)
        const responses = op.responses as Record<string, Json>
        const success = Object.keys(responses).find((code) => code.startsWith('2'))!
        const answer = ((responses[success]!.content as Json)['application/json'] as Json).schema as Json
        const parameters = op.parameters as Json[]
        const flags = [
          parameters.some((p) => p.$ref === '#/components/parameters/IdempotencyKey') ? 'write (Idempotency-Key)' : 'read',
          op.security ? 'signed-in customer' : null,
          `answers ${success}`,
          `refusals ${Object.keys(responses)
            .filter((code) => !code.startsWith('2'))
            .join(', ')}`,
        ].filter(Boolean)
        out.push(`### ${op.operationId as string}`, '', `\`${method.toUpperCase()} ${path}\` — ${flags.join('; ')}`, '')
        const body = op.requestBody ? (((op.requestBody as Json).content as Json)['application/json'] as Json).schema : null
        const query = parameters.filter((p) => p.in === 'query')
        if (body) out.push('Payload:', '', ...table(body as Json), '')
        if (query.length) {
          out.push('Query:', '', '| field | type | required |', '|---|---|---|')
          for (const p of query) out.push(`| \`${p.name as string}\` | ${typeText(p.schema as Json)} | ${p.required ? 'yes' : ''} |`)
          out.push('')
        }
        out.push(`psdata: ${typeText((answer.properties as Record<string, Json>).psdata)}`, '')
      }
    }
  }
  out.push('## Schemas', '')
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    out.push(`### Schema ${name}`, '')
    if (schema.properties) out.push(...table(schema))
    else out.push(typeText(schema))
    out.push('')
  }
  return out.join('\n')
}
