// The contract as an OpenAPI 3.1 document, derived from the calls as the API registers them: each call's method and
// path, its payload schema (the one the API validates with), the envelope with its psdata schema (contract/api),
// the refusal envelope with the catalogue of codes (contract/errorCodes.ts), the Idempotency-Key of writes and the
// statuses the API answers. `npm run openapi` writes it to docs/openapi.json (and docs/api-reference.md); the API
// serves the same document at GET /api/openapi.json.
import * as contractModules from '@contract/api'
import { ERROR_CODES } from '@contract/errorCodes'
import type { TSchema } from '@contract/schema'
import type { FastifyInstance } from 'fastify'
import type { AnyCall } from './calls'

type Json = Record<string, unknown>
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json & { schemas: Record<string, Json> } }

/** The named schemas of contract/api, by object: each becomes a component, named after its export. One name is one
 * shape: a second schema under a name already taken is a copy to replace by an import (or a name to change). */
function namedSchemas(): Map<object, string> {
  const names = new Map<object, string>()
  const taken = new Map<string, string>()
  for (const [module, exports] of Object.entries(contractModules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!value || typeof value !== 'object') continue
      const other = taken.get(name)
      if (other) throw new Error(`contract/api/${module}.ts and contract/api/${other}.ts both export a schema named ${name}`)
      taken.set(name, module)
      names.set(value, name)
    }
  }
  return names
}

/**
 * The schema as plain JSON, every named contract schema below the top replaced by a reference to its component
 * (collected in `components`), and TypeBox's recursive ids turned into component references too.
 */
function referencing(schema: TSchema, names: Map<object, string>, components: Record<string, Json>, top = true): Json {
  const name = names.get(schema)
  if (name && !top) {
    if (!(name in components)) {
      components[name] = {}
      components[name] = referencing(schema, names, components)
    }
    return { $ref: `#/components/schemas/${name}` }
  }
  // A recursive schema (MenuNode): its own $id names it, and its inner $ref points to that component.
  const recursiveId = typeof schema.$id === 'string' ? schema.$id : null
  const walk = (value: unknown, root = false): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item))
    if (!value || typeof value !== 'object') return value
    if (!root && names.has(value)) return referencing(value as TSchema, names, components, false)
    const out: Json = {}
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$id') continue
      if (key === '$ref' && recursiveId && inner === recursiveId) out.$ref = `#/components/schemas/${name ?? recursiveId}`
      else out[key] = walk(inner)
    }
    return out
  }
  return walk(schema, true) as Json
}

const refusal = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
})

/** The refusals, each described once (components.responses) and referred to by the calls that give them. */
const REFUSALS: Record<string, Json> = {
  BadRequest: refusal('Malformed JSON, text with NUL, an invalid Idempotency-Key, or a write without Content-Type: application/json.'),
  Unauthorized: refusal('No customer is signed in (`auth.required`), or a sign-in was refused (`auth.failed`).'),
  Forbidden: refusal('A write from a foreign Origin (`origin.forbidden`), or a refusal of the call’s own (its code says which).'),
  NotFound: refusal('Unknown id, or something that belongs to someone else (never told apart).'),
  Conflict: refusal('The Idempotency-Key was used with another payload, or its first request is still running.'),
  Invalid: refusal('Invalid payload or a refused change: `errors` and `codes` name each field (dotted path for nested ones).'),
  Throttled: refusal('Too many attempts from this client or on this account (`throttled`).', {
    'Retry-After': { description: 'Seconds until the limit’s window ends.', schema: { type: 'integer', minimum: 0 } },
  }),
  Maintenance: refusal('Maintenance mode (`server.maintenance`).'),
  ServerError: refusal('Unexpected failure (`server.error`), never a stack trace.'),
}

const PARAMETERS: Record<string, Json> = {
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    description: 'The first of en, de, it, es, fr it names is the language of the answer’s texts (default en).',
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    description: 'The same key with the same payload replays the first answer (Idempotent-Replayed: true); with another payload 409.',
    schema: { type: 'string', maxLength: 200 },
  },
}

const response = (name: keyof typeof REFUSALS) => ({ $ref: `#/components/responses/${name}` })
const parameter = (name: keyof typeof PARAMETERS) => ({ $ref: `#/components/parameters/${name}` })

function operation(def: AnyCall, tag: string, names: Map<object, string>, components: Record<string, Json>): Json {
  const method = def.method ?? 'POST'
  const body = def.body ? referencing(def.body, names, components) : { type: 'object', additionalProperties: false, properties: {} }
  const parameters: Json[] = [parameter('AcceptLanguage'), ...(def.writes ? [parameter('IdempotencyKey')] : [])]
  // A GET call's payload travels as query parameters, one per field.
  if (method === 'GET') {
    const required = new Set((body.required as string[] | undefined) ?? [])
    for (const [name, schema] of Object.entries((body.properties as Json | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema })
    }
  }
  const status = def.created ? '201' : '200'
  const answer = referencing(def.answer, names, components, false)
  const responses: Record<string, Json> = {
    [status]: {
      description: def.created ? 'Created.' : 'Success.',
      ...(def.writes
        ? { headers: { 'Idempotent-Replayed': { description: '`true` when this is the replay of a kept answer.', schema: { type: 'string' } } } }
        : {}),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['success', 'code', 'psdata'],
            properties: { success: { const: true }, code: { const: Number(status) }, psdata: answer, message: { type: 'string' } },
          },
        },
      },
    },
    '400': response('BadRequest'),
  }
  if (def.auth || def.refuses?.includes(401)) responses['401'] = response('Unauthorized')
  if (def.writes || def.refuses?.includes(403)) responses['403'] = response('Forbidden')
  responses['404'] = response('NotFound')
  if (def.writes) responses['409'] = response('Conflict')
  responses['422'] = response('Invalid')
  responses['429'] = response('Throttled')
  if (def.name !== 'bootstrap') responses['503'] = response('Maintenance')
  responses['500'] = response('ServerError')
  return {
    operationId: def.name,
    tags: [tag],
    ...(def.auth ? { security: [{ session: [] }] } : {}),
    parameters,
    ...(method === 'POST'
      ? { requestBody: { required: false, description: 'No body counts as `{}`.', content: { 'application/json': { schema: body } } } }
      : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of these calls, by tag (the part of the shop each group serves). */
export function openApiDocument(groups: Record<string, AnyCall[]>): OpenApiDocument {
  const names = namedSchemas()
  const components: Record<string, Json> = {}
  const paths: Record<string, Record<string, Json>> = {}
  for (const [tag, calls] of Object.entries(groups)) {
    for (const def of calls) {
      const operations = { [(def.method ?? 'POST').toLowerCase()]: operation(def, tag, names, components) }
      paths[`/api/${def.name}`] = operations
      if (def.alsoUnder) paths[`${def.alsoUnder}/${def.name}`] = operations
    }
  }
  const codes = Object.keys(ERROR_CODES)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop API',
      version: '1',
      description:
        'The calls the storefront speaks to its back end. The explanations (envelope, sessions, idempotency, money, languages) are docs/api.md; ' +
        'the refusal codes and their English messages are contract/errorCodes.ts. Answers may carry more fields than named here.',
    },
    tags: Object.keys(groups).map((name) => ({ name })),
    paths,
    components: {
      parameters: PARAMETERS,
      responses: REFUSALS,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'shop_session', description: 'The session cookie, set by bootstrap.' } },
      schemas: {
        ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
        ErrorCode: { type: 'string', enum: codes, description: 'The catalogue of refusal codes (contract/errorCodes.ts).' },
        Refusal: {
          type: 'object',
          required: ['success', 'code', 'psdata', 'codes'],
          properties: {
            success: { const: false },
            code: { type: 'integer', minimum: 400, maximum: 599 },
            psdata: { type: 'null' },
            message: { type: 'string', description: 'English, for people and logs: a client words the refusal by its code.' },
            errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field (dotted path) → English message.' },
            codes: {
              type: 'object',
              required: ['_'],
              additionalProperties: { $ref: '#/components/schemas/ErrorCode' },
              description: '`_`: the code of the answer as a whole; each key of `errors` has its own.',
            },
            params: {
              type: 'object',
              additionalProperties: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
              description: 'The values a code’s message needs, under the same keys as `codes`.',
            },
          },
        },
      },
    },
  }
}

/** GET /api/openapi.json: the document, for tools that read a back end's contract from the back end itself. */
export function registerOpenApi(app: FastifyInstance, document: OpenApiDocument): void {
  const text = JSON.stringify(document)
  app.get('/api/openapi.json', async (_req, reply) => reply.header('Cache-Control', 'public, max-age=300').type('application/json; charset=utf-8').send(text))
}
