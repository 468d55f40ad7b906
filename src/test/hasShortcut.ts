// jsdom computes an element's style by matching every style rule against it, and its selector engine (nwsapi)
// evaluates a rule's `:has(…)` before the rest of the rule's selector — for every element, not only for those the
// rest could match — parsing the argument again on each call with a regular expression that backtracks over MUI's
// long development class names (~50 µs a call). MUI's styles bring several such rules (CssBaseline's colour scheme,
// each native select's `.MuiInputBase-root:has(> .css-… ~ .MuiInputAdornment-root)`), so a role query on a page with
// a form spent about half of its style matching there, and the web tests about a tenth of their time.
//
// The shortcut answers "no match" without the engine when no element within reach has the classes (or the element
// name) the relative selector's subject needs — at the depth its child and sibling combinators fix, if they do: the
// answer the engine would give. Otherwise it asks the engine.
// The elements with given classes come from the document's live collections, which jsdom recomputes only after the
// document changed. hasShortcut.test.tsx holds its answers to the engine's.

type Has = (this: unknown, list: string[], anchor: Element) => boolean
interface SelectorEngine {
  Snapshot: { has: Has }
}

/** Selectors this reads: no functional pseudo-classes, attribute selectors, escapes, strings, lists, namespaces
 * or characters outside printable ASCII. */
const UNREAD = /[()[\]\\'",|]|[^ -~\s]/
const LAST_COMPOUND = /([^\s>+~]+)\s*$/
const ELEMENT_NAME = /^[a-zA-Z][\w-]*/
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g

interface Requirement {
  /** The classes the subject needs (space-separated), or else its element name. */
  classes?: string
  name?: string
  /** Whether the relative selector starts from the anchor's children (`>`, else its following siblings: `+`, `~`). */
  fromChildren: boolean
  /** How many parents up from the subject its start is (the anchor, or the anchor's parent for siblings), when the
   * selector fixes it (child and sibling combinators only); null with a descendant combinator. */
  levels: number | null
}

/** What the subject of a relative selector must have and where it must be; null when the selector is not read. */
function requirement(selector: string): Requirement | null {
  if (UNREAD.test(selector)) return null
  const compound = LAST_COMPOUND.exec(selector)?.[1]
  if (!compound) return null
  const classes = [...compound.matchAll(CLASS_NAME)].map((m) => m[1]).join(' ')
  const name = classes ? undefined : ELEMENT_NAME.exec(compound)?.[0]
  if (!classes && !name) return null
  const compact = selector.trim().replace(/\s*([>+~])\s*/g, '$1')
  const fromChildren = !/^[+~]/.test(compact)
  // Without a combinator first, the subject is any descendant; whitespace left between compounds is a descendant too.
  const descendant = !/^[>+~]/.test(compact) || /\s/.test(compact)
  const children = (compact.match(/>/g) ?? []).length
  return { classes: classes || undefined, name, fromChildren, levels: descendant ? null : fromChildren ? children : children + 1 }
}

function ancestor(element: Element, levels: number): Element | null {
  let node: Element | null = element
  for (let i = 0; i < levels && node; i++) node = node.parentElement
  return node
}

function engineOf(doc: Document): SelectorEngine | undefined {
  const impl = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl')
  const internals = impl ? (doc as unknown as Record<symbol, { _nwsapiDontThrow?: SelectorEngine } | undefined>)[impl] : undefined
  return internals?._nwsapiDontThrow
}

let installed = false
let enabled = true

/** Whether the shortcut is in place, and switching it off and on (for the test that holds it to the engine). */
export const hasShortcut = {
  get installed() {
    return installed
  },
  set enabled(value: boolean) {
    enabled = value
  },
}

export function installHasShortcut(win: Window): void {
  const doc = win.document
  // The style-matching engine is made on the first style computation.
  win.getComputedStyle(doc.documentElement)
  const engine = engineOf(doc)
  if (!engine?.Snapshot?.has) return
  const original = engine.Snapshot.has
  const requirements = new Map<string, ReturnType<typeof requirement>>()
  const collections = new Map<string, HTMLCollectionOf<Element>>()
  const live = (key: string, make: () => HTMLCollectionOf<Element>) => {
    let collection = collections.get(key)
    if (!collection) collections.set(key, (collection = make()))
    return collection
  }

  /** True when no element within reach of the anchor can be the subject of the selector. */
  function cannotMatch(selector: string, anchor: Element): boolean {
    if (!requirements.has(selector)) requirements.set(selector, requirement(selector))
    const needs = requirements.get(selector)
    if (!needs) return false
    // The engine looks among the anchor's descendants, or for `+`/`~` among the following siblings and theirs.
    const start = needs.fromChildren ? anchor : anchor.parentElement
    if (!start) return true
    const candidates = needs.classes
      ? live(`.${needs.classes}`, () => doc.getElementsByClassName(needs.classes!))
      : live(needs.name!, () => doc.getElementsByTagName(needs.name!))
    for (const candidate of candidates) {
      if (candidate === anchor) continue
      if (needs.levels === null ? candidate !== start && start.contains(candidate) : ancestor(candidate, needs.levels) === start) return false
    }
    return true
  }

  engine.Snapshot.has = function has(list, anchor) {
    if (enabled && list.length > 0 && list.every((selector) => selector && cannotMatch(selector, anchor))) return false
    return original.call(this, list, anchor)
  }
  installed = true
}
