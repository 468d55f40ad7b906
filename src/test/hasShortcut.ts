// jsdom computes an element's style by matching every style rule against it, and its selector engine (nwsapi)
// evaluates a rule's `:has(…)` before the rest of the rule's selector — for every element, not only for those the
// rest could match — parsing the argument again on each call with a regular expression that backtracks over MUI's
// long development class names (~50 µs a call). MUI's styles bring several such rules (CssBaseline's colour scheme,
// each native select's `.MuiInputBase-root:has(> .css-… ~ .MuiInputAdornment-root)`), so a role query on a page with
// a form spent about half of its style matching there, and the web tests about a tenth of their time.
//
// The shortcut answers "no match" without the engine when the last part of the relative selector needs classes (or
// an element name) that no element within reach has: the answer the engine would give. Otherwise it asks the engine.
// The elements with given classes come from the document's live collections, which jsdom recomputes only after the
// document changed. hasShortcut.test.ts holds its answers to the engine's.

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

/** What the subject of a relative selector must have: its classes, else its element name; null when not read. */
function requirement(selector: string): { classes: string } | { name: string } | null {
  if (UNREAD.test(selector)) return null
  const compound = LAST_COMPOUND.exec(selector)?.[1]
  if (!compound) return null
  const classes = [...compound.matchAll(CLASS_NAME)].map((m) => m[1]).join(' ')
  if (classes) return { classes }
  const name = ELEMENT_NAME.exec(compound)?.[0]
  return name ? { name } : null
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
    const scope = /^\s*[+~]/.test(selector) ? anchor.parentElement : anchor
    if (!scope) return true
    const candidates =
      'classes' in needs
        ? live(`.${needs.classes}`, () => doc.getElementsByClassName(needs.classes))
        : live(needs.name, () => doc.getElementsByTagName(needs.name))
    for (const candidate of candidates) if (candidate !== scope && scope.contains(candidate)) return false
    return true
  }

  engine.Snapshot.has = function has(list, anchor) {
    if (enabled && list.length > 0 && list.every((selector) => selector && cannotMatch(selector, anchor))) return false
    return original.call(this, list, anchor)
  }
  installed = true
}
