// Every call of the contract with hostile payloads, seeded and repeatable (FUZZ_SEED=<n> replays a run): wrong
// types, huge strings and arrays, deep nesting, prototype keys, unicode and NUL, negative and huge numbers — most
// of them shaped like the call's schema, so that they reach the handlers rather than stop at validation. Whatever
// comes in, the answer is the documented envelope with HTTP status = code, never a 5xx, never a stack trace, and
// nothing leaks into Object.prototype.
import { CALLS } from '../app'
/** A JSON schema as the fuzzer reads it (the calls' TypeBox schemas are plain JSON schemas). */
type JsonSchema = Record<string, unknown>
import { ANNA, PASSWORD } from './fixture'
import { Client, loggedIn, resetDb, startTestApp } from './harness'

const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const PAYLOADS_PER_CALL = 40

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
  await resetDb(ctx)
})
afterAll(() => ctx.close())

/** mulberry32: a small seeded generator, so that a failure can be replayed exactly. */
function generator(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!
  return { next, pick, chance: (p: number) => next() < p }
}

type Random = ReturnType<typeof generator>

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  "'; drop table products; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂👍🏽',
  '\u202e\u200b\ufeff',
  '\ud800',
  ' ',
  '',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
]

function deep(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

/** A value anything might send: of no particular type. */
function anything(r: Random): unknown {
  return r.pick<() => unknown>([
    () => null,
    () => r.pick([true, false]),
    () => r.pick([0, -1, 1.5, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER, 1e308, -1e308]),
    () => r.pick(HOSTILE_STRINGS),
    () => 'x'.repeat(r.pick([256, 5000, 100_000])),
    () => Array.from({ length: r.pick([0, 1, 1000]) }, () => 1),
    () => deep(r.pick([5, 200])),
    () => JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}'),
  ])()
}

/** A value shaped like the schema (right type, bounds, enums) with hostile content; now and then anything. */
function shaped(schema: JsonSchema, r: Random, depth = 0): unknown {
  if (depth > 4 || r.chance(0.15)) return anything(r)
  if (schema.anyOf) return shaped(r.pick(schema.anyOf as JsonSchema[]), r, depth + 1)
  if (schema.enum) return r.chance(0.8) ? r.pick(schema.enum as unknown[]) : r.pick(HOSTILE_STRINGS)
  if ('const' in schema) return schema.const
  switch (schema.type) {
    case 'string': {
      const max = Number(schema.maxLength ?? 255)
      if (schema.format === 'email') return r.pick(['a@b.co', `${'x'.repeat(240)}@example.com`, 'anna+\u0000@example.com', 'ANNA@EXAMPLE.COM', 'a@b'])
      if (schema.format === 'date') return r.pick(['2026-02-30', '1900-01-01', '9999-12-31', '2026-13-01'])
      return r.chance(0.2) ? 'y'.repeat(max) : r.pick(HOSTILE_STRINGS).slice(0, max)
    }
    case 'integer':
      return r.pick([schema.minimum, schema.maximum, 0, 1, 5, 99, 100, 2147483647, -1] as number[])
    case 'boolean':
      return r.pick([true, false])
    case 'array': {
      const count = r.pick([0, 1, 3, Number(schema.maxItems ?? 100)])
      return Array.from({ length: count }, () => shaped(schema.items as JsonSchema, r, depth + 1))
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const required = new Set((schema.required ?? []) as string[])
      const value: Record<string, unknown> = {}
      for (const [name, property] of Object.entries(properties)) {
        if (required.has(name) ? r.chance(0.95) : r.chance(0.6)) value[name] = shaped(property, r, depth + 1)
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        for (let i = 0; i < r.pick([1, 3]); i++)
          value[r.pick(['1', '2', '999999999', '__proto__', 'x'])] = shaped(schema.additionalProperties as JsonSchema, r, depth + 1)
      }
      if (r.chance(0.1)) value[r.pick(['__proto__', 'constructor', 'unknown'])] = anything(r)
      return value
    }
    default:
      return anything(r)
  }
}

interface Answer {
  call: string
  payload: string
  status: number
  text: string
}

async function send(client: Client, method: string, name: string, payload: unknown): Promise<Answer> {
  const text = JSON.stringify(payload) ?? 'null'
  if (method === 'GET') {
    const query =
      payload && typeof payload === 'object' && !Array.isArray(payload)
        ? new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString()
        : ''
    const res = await client.get(`/api/${name}?${query}`)
    return { call: name, payload: text, status: res.statusCode, text: res.body }
  }
  const res = await client.call(name, text)
  return { call: name, payload: text, status: res.status, text: JSON.stringify(res.body) }
}

function problems(answer: Answer): string[] {
  const found: string[] = []
  if (answer.status >= 500) found.push(`status ${answer.status}`)
  let body: { success?: unknown; code?: unknown; psdata?: unknown }
  try {
    body = JSON.parse(answer.text) as typeof body
  } catch {
    return [...found, 'not JSON']
  }
  if (typeof body.success !== 'boolean' || body.code !== answer.status || !('psdata' in body)) found.push('not the envelope')
  if (/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/.test(answer.text)) found.push('stack trace')
  return found
}

describe('hostile payloads', () => {
  it(`every call answers the envelope, no 5xx and no stack trace (seed ${SEED})`, async () => {
    const r = generator(SEED)
    const guest = new Client(ctx.app)
    await guest.call('bootstrap')
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const failures: string[] = []
    for (const def of CALLS) {
      // Logging out or in would change who the next payloads come from: those two run as a throw-away visitor.
      const sessionChanging = ['logout', 'login', 'register', 'resetPasswordEnter'].includes(def.name)
      for (let i = 0; i < PAYLOADS_PER_CALL; i++) {
        const client = sessionChanging ? new Client(ctx.app) : r.chance(0.5) ? anna : guest
        const schema = def.body ?? { type: 'object', properties: {} }
        const payload = r.chance(0.1) ? anything(r) : shaped(schema, r)
        const answer = await send(client, def.method ?? 'POST', def.name, payload)
        for (const problem of problems(answer)) failures.push(`${def.name} ${problem}: ${answer.payload.slice(0, 300)} → ${answer.text.slice(0, 300)}`)
      }
    }
    expect(failures).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  }, 120_000)
})
