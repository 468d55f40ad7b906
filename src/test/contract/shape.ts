// The structural type ("shape") of JSON values, and what differs between two shapes: how the msw fixtures are held
// to the reference API's recorded answers (fixtures.test.tsx) and the recording to the API (server/test/recordedAnswers.test.ts).
//
// A shape is the union of the kinds a value was seen with: null, boolean, number, string, array (the merged shape of
// all its elements) and object (each key with the merged shape of its values, and whether every object had the key).
// Objects whose keys are data rather than field names (languages, review criteria, grades: DICTIONARIES) are
// dictionaries: only their values' shape counts. Several values (an array's elements, several answers of one call)
// merge into one shape.
//
// Drift of a fixture from the API (the API is the contract):
// - a kind the fixture has and the API never answered with ("fixture has number, API has string");
// - a key the fixture sends and the API never sends ("extra key");
// - a key the API always sends and the fixture omits ("missing key"); a key the API only sometimes sends may be left out.
// What the recording cannot tell is no drift: where the API only ever answered null any fixture value is accepted,
// and an array (or dictionary) that is empty on either side says nothing about its elements.
// `strict` compares two recordings of the API instead: any difference at all counts.

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

export interface Shape {
  null?: true
  boolean?: true
  number?: true
  string?: true
  /** Elements' shape; null when every array seen was empty. */
  array?: { of: Shape | null }
  /** A dictionary's values' shape; null when every one seen was empty. */
  dictionary?: { of: Shape | null }
  object?: { keys: Record<string, { shape: Shape; always: boolean }> }
}

/** Keys whose object values are dictionaries: alternates by language, grade counts, review criteria and their averages. */
export const DICTIONARIES: ReadonlySet<string> = new Set(['alternates', 'grades', 'criteria_averages', 'criteria'])

const none = (): Shape => ({})

function mergeOf(a: Shape | null, b: Shape | null): Shape | null {
  if (!a) return b
  if (!b) return a
  return merge(a, b)
}

export function merge(a: Shape, b: Shape): Shape {
  const out: Shape = {}
  for (const k of ['null', 'boolean', 'number', 'string'] as const) if (a[k] || b[k]) out[k] = true
  if (a.array || b.array) out.array = { of: mergeOf(a.array?.of ?? null, b.array?.of ?? null) }
  if (a.dictionary || b.dictionary) out.dictionary = { of: mergeOf(a.dictionary?.of ?? null, b.dictionary?.of ?? null) }
  if (a.object || b.object) {
    const keys: NonNullable<Shape['object']>['keys'] = {}
    const left = a.object?.keys ?? {}
    const right = b.object?.keys ?? {}
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      const l = left[key]
      const r = right[key]
      // A key one side's objects lack (or the side has no objects at all) is not always there.
      const always = !!(l?.always && r?.always) || (!!l?.always && !b.object) || (!!r?.always && !a.object)
      keys[key] = { shape: l && r ? merge(l.shape, r.shape) : (l ?? r)!.shape, always }
    }
    out.object = { keys }
  }
  return out
}

/** The shape of a JSON value (a key whose value is undefined is absent, as in JSON). */
export function shapeOf(value: unknown, key?: string): Shape {
  if (value === null) return { null: true }
  if (Array.isArray(value)) return { array: { of: value.reduce<Shape | null>((s, v) => mergeOf(s, shapeOf(v)), null) } }
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return { [typeof value]: true }
  if (typeof value !== 'object') throw new Error(`not JSON: ${typeof value}`)
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
  if (key && DICTIONARIES.has(key)) return { dictionary: { of: entries.reduce<Shape | null>((s, [, v]) => mergeOf(s, shapeOf(v)), null) } }
  return { object: { keys: Object.fromEntries(entries.map(([k, v]) => [k, { shape: shapeOf(v, k), always: true }])) } }
}

/** One shape for several values (several answers of a call, or several fixtures of it). */
export const shapeOfAll = (values: unknown[]): Shape => values.map((v) => shapeOf(v)).reduce(merge, none())

function kinds(s: Shape): Kind[] {
  const out: Kind[] = []
  for (const k of ['null', 'boolean', 'number', 'string', 'array'] as const) if (s[k]) out.push(k)
  if (s.object || s.dictionary) out.push('object')
  return out
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)
const at = (path: string) => path || '(psdata)'

interface Options {
  /** Every difference counts (two recordings of the API); otherwise the fixture rule above. */
  strict?: boolean
  /** What the two sides are called in the messages. */
  names?: [string, string]
}

/** What differs between `left` (a fixture, or the recording) and `right` (the API), one message per path. */
export function drift(left: Shape, right: Shape, { strict = false, names = ['fixture', 'API'] }: Options = {}): string[] {
  const [l, r] = names
  const out: string[] = []
  const compare = (a: Shape, b: Shape, path: string) => {
    const ak = kinds(a)
    const bk = kinds(b)
    if (strict) {
      if (ak.join() !== bk.join()) out.push(`${at(path)}: ${l} has ${ak.join(' or ') || 'nothing'}, ${r} has ${bk.join(' or ') || 'nothing'}`)
    } else {
      if (bk.length === 1 && bk[0] === 'null') return
      const foreign = ak.filter((k) => !bk.includes(k))
      if (foreign.length) out.push(`${at(path)}: ${l} has ${foreign.join(' or ')}, ${r} has ${bk.join(' or ')}`)
    }
    const nested = (x: { of: Shape | null } | undefined, y: { of: Shape | null } | undefined, sub: string) => {
      if (x?.of && y?.of) compare(x.of, y.of, sub)
      else if (strict && x && y && !x.of !== !y.of) out.push(`${at(sub)}: ${l} has ${x.of ? 'elements' : 'none'}, ${r} has ${y.of ? 'elements' : 'none'}`)
    }
    nested(a.array, b.array, `${path}[]`)
    nested(a.dictionary, b.dictionary, `${path}.*`)
    if (a.object && b.object) {
      const mine = a.object.keys
      const theirs = b.object.keys
      for (const key of Object.keys(mine).sort()) {
        const other = theirs[key]
        if (!other) out.push(`${join(path, key)}: extra key (${r} never sends it)`)
        else {
          if (strict && mine[key]!.always && !other.always) out.push(`${join(path, key)}: ${l} always has it, ${r} only sometimes`)
          compare(mine[key]!.shape, other.shape, join(path, key))
        }
      }
      for (const key of Object.keys(theirs).sort()) {
        const own = mine[key]
        const always = theirs[key]!.always
        if (!own && (always || strict)) out.push(`${join(path, key)}: missing key (${r} ${always ? 'always sends' : 'sends'} it)`)
        else if (own && always && !own.always) out.push(`${join(path, key)}: missing key in some ${l} values (${r} always sends it)`)
      }
    }
  }
  compare(left, right, '')
  return out.sort()
}
