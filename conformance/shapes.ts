// The shapes of the contract's answers and the one function that checks an answer against them. The shapes are the
// contract's own: each call's answer schema in docs/openapi.json (generated from contract/api, the schemas the
// reference API and the web app are typed by). Only what a storefront relies on is required; a back end may send
// more. The messages name call and field ("getProducts: psdata.products[0].id_product missing"), from the schema
// validator's errors.
import Ajv, { type ErrorObject } from 'ajv'
import contract from '../docs/openapi.json'
import { Failure } from './report'

type Schema = Record<string, unknown>

const int: Schema = { type: 'integer' }
const bool: Schema = { type: 'boolean' }
/** An object with these fields, all required; other fields are allowed. */
const obj = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties, required: Object.keys(properties) })

interface Operation {
  responses: Record<string, unknown>
}
const CONTRACT_ID = 'openapi.json'
const paths = (contract as unknown as { paths: Record<string, Partial<Record<'get' | 'post', Operation>>> }).paths
/** A JSON pointer's segment (RFC 6901). */
const segment = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1')

/** The envelope every answer comes in (docs/api.md, Envelope). */
const ENVELOPE = obj({ success: bool, code: int, psdata: {} })

const ajv = new Ajv({ allErrors: true, strict: false })
// The whole document, under its own id: the answers' schemas refer to its components (#/components/schemas/…).
ajv.addSchema({ ...contract, $id: CONTRACT_ID })
const validators = new Map<string, ReturnType<Ajv['compile']>>()

/**
 * The schema of a call's psdata (a reference into the contract's document); none for a call the document does not
 * know. `search.suggest` is the search answer with its suggestions.
 */
export function answerSchema(call: string): Schema | undefined {
  const name = call === 'search.suggest' ? 'search' : call
  const path = paths[`/api/${name}`]
  const method = path?.post ? 'post' : path?.get ? 'get' : undefined
  const status = method && ['200', '201'].find((code) => path?.[method]?.responses[code])
  if (!method || !status) return undefined
  const pointer = ['paths', `/api/${name}`, method, 'responses', status, 'content', 'application/json', 'schema', 'properties', 'psdata'].map(segment).join('/')
  return { $ref: `${CONTRACT_ID}#/${pointer}` }
}

/** `psdata.products[0].id_product` from the validator's `/products/0/id_product`. */
function fieldPath(root: string, pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : `${path}.${part}`), root)
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value)

function describe(root: string, error: ErrorObject, data: unknown): string {
  const at = fieldPath(root, error.instancePath)
  const value = error.instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((v, part) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined), data)
  switch (error.keyword) {
    case 'required':
      return `${at}.${(error.params as { missingProperty: string }).missingProperty} missing`
    case 'type':
      return `${at} is ${typeOf(value)}, not ${[(error.params as { type: string | string[] }).type].flat().join(' or ')}`
    case 'enum':
      return `${at} is ${JSON.stringify(value)}, not one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
    default:
      return `${at} ${error.message ?? 'is not as documented'}`
  }
}

/**
 * The problems of `data` against `schema`, each naming the field from `root` (at most `limit`). A problem repeated in
 * every item of a list is told once, for the first item, with how many more have it.
 */
function problems(schema: Schema, key: string, data: unknown, root: string, limit = 3): string[] {
  let validate = validators.get(key)
  if (!validate) validators.set(key, (validate = ajv.compile(schema)))
  if (validate(data)) return []
  const byKind = new Map<string, { first: string; more: number }>()
  for (const error of validate.errors ?? []) {
    const text = describe(root, error, data)
    const kind = `${error.keyword}:${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')}:${JSON.stringify(error.params)}`
    const seen = byKind.get(kind)
    if (seen) seen.more++
    else byKind.set(kind, { first: text, more: 0 })
  }
  return [...byKind.values()].slice(0, limit).map(({ first, more }) => (more ? `${first} (and in ${more} more ${more === 1 ? 'item' : 'items'})` : first))
}

/** Fails with every problem of the answer's envelope ("answer is not the envelope: success missing"). */
export function checkEnvelope(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Failure(`the answer is not the envelope { success, code, psdata } but ${typeOf(body)}`)
  const found = problems(ENVELOPE, '$envelope', body, 'envelope')
  if (found.length) throw new Failure(found.map((p) => p.replace(/^envelope\./, '')).join('; ') + ' (not the envelope { success, code, psdata })')
}

/** Fails naming each field of psdata that is not as documented for `call` (e.g. `search.suggest`). */
export function checkShape(call: string, psdata: unknown): void {
  const schema = answerSchema(call)
  if (!schema) return
  const found = problems(schema, call, psdata, 'psdata')
  if (found.length) throw new Failure(found.join('; '))
}
