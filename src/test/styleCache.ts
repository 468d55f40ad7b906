// The web tests' cache of computed styles. An element's computed style stays the same until a change of the
// document reaches it, and a MutationObserver says where each change happened: a role query after a keystroke or a
// click then computes again only the styles the change can have altered, instead of every element's.
//
// What a change at a node can alter (jsdom's cascade: selectors, inheritance, no layout):
// - an attribute of element T, or T's children (added, removed, their text): T and everything inside it (descendant
//   and child combinators, inherited properties, structural pseudo-classes of T's children, `:empty`), and T's
//   following siblings with everything inside them (`+`, `~`);
// - the same for every ancestor of T that a `:has(> …)` rule could make depend on its contents (found by the class
//   its subject needs); a `:has` rule this cannot read that way makes every change reach every element;
// - a style sheet (a <style> or <link> added or removed, or the text of one changed): every element.
// A change of state alone (focus, hover, a checkbox's `checked` property) is no change of the document, as it was for
// the cache before this one. styleCache.test.tsx holds its answers to jsdom's after many kinds of change.
//
// jsdom keeps a cache of its own, one step down: each element's cascaded declaration (the rules matching it), which
// it reads for the element and, for the inherited properties, for every ancestor. jsdom empties it at any change of
// the document, so after a keystroke each style computed again also matched every ancestor's rules again (a third of
// the remaining style time of a form's tests). The same changes alter the same elements' declarations, so that cache
// is forgotten here element by element too.

type ComputeStyle = (element: Element, pseudo?: string | null) => CSSStyleDeclaration

let enabled = true

/** Switching the cache off and on (for the test that compares its answers with fresh ones). */
export const styleCache = {
  set enabled(value: boolean) {
    enabled = value
  },
}

const STYLE_ELEMENTS = new Set(['STYLE', 'LINK'])
/** `.subject:has(> …)`: the class a children-relative `:has` rule's subject needs; anything else is not read. */
const HAS_SUBJECT = /^\.([\w-]+):has\(\s*>/

interface HasRules {
  /** Classes of the subjects of `:has(> …)` rules. */
  subjects: Set<string>
  /** Whether some `:has` rule is not of that shape. */
  unread: boolean
}

function hasRules(doc: Document): HasRules {
  const rules: HasRules = { subjects: new Set(), unread: false }
  for (const sheet of Array.from(doc.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      const selector = (rule as CSSStyleRule).selectorText
      if (typeof selector !== 'string' || !selector.includes(':has(')) continue
      for (const part of selector.split(',')) {
        const subject = HAS_SUBJECT.exec(part.trim())?.[1]
        if (subject && !part.includes(':has(', part.indexOf(':has(') + 1)) rules.subjects.add(subject)
        else rules.unread = true
      }
    }
  }
  return rules
}

/**
 * getComputedStyle with the cache. `compute` is the window's own; `onDocumentChanged` is told of every change (the
 * rule index checks the style sheets again after one).
 */
export function cachedComputedStyle(win: Window, compute: ComputeStyle, onDocumentChanged: () => void): ComputeStyle {
  const doc = win.document
  let styles = new WeakMap<Element, CSSStyleDeclaration>()
  let has: HasRules | null = null
  const declarations = jsdomDeclarations(doc)

  const forgetAll = () => {
    styles = new WeakMap()
    has = null
    declarations?.forgetAll()
  }
  const forgetInside = (element: Element) => {
    styles.delete(element)
    declarations?.forget(element)
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) forgetInside(child)
  }
  const forgetFrom = (element: Element) => {
    for (let node: Element | null = element; node; node = node.nextElementSibling) forgetInside(node)
  }

  const changed = (records: MutationRecord[]) => {
    if (!records.length) return
    onDocumentChanged()
    for (const record of records) {
      const target = record.target
      const element = target.nodeType === Node.ELEMENT_NODE ? (target as Element) : target.parentElement
      const touchesSheets =
        (element && STYLE_ELEMENTS.has(element.tagName)) ||
        (record.type === 'childList' &&
          [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].some((node) => STYLE_ELEMENTS.has(node.nodeName)))
      if (touchesSheets) return forgetAll()
      if (!element) continue
      has ??= hasRules(doc)
      if (has.unread) return forgetAll()
      forgetFrom(element)
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (Array.from(node.classList).some((name) => has!.subjects.has(name))) forgetFrom(node)
      }
    }
  }
  const observer = new MutationObserver(changed)
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true })

  return (element, pseudo) => {
    changed(observer.takeRecords())
    if (pseudo || !enabled) return declarations ? declarations.fresh(() => compute(element, pseudo)) : compute(element, pseudo)
    let style = styles.get(element)
    if (!style) styles.set(element, (style = compute(element)))
    return style
  }
}

interface DeclarationCache {
  forget(element: Element): void
  forgetAll(): void
  /** Runs a computation with none of the cached declarations (for the cache's own test: what jsdom answers afresh). */
  fresh<T>(compute: () => T): T
}

/** Takes over jsdom's cache of declarations (its document's `_styleCache`, keyed by the elements' internal objects). */
function jsdomDeclarations(doc: Document): DeclarationCache | null {
  const implKey = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl')
  const implOf = (node: object) => (implKey ? (node as Record<symbol, object | undefined>)[implKey] : undefined)
  const docImpl = implOf(doc)
  if (!docImpl || !('_styleCache' in docImpl)) return null
  let cache = new WeakMap<object, unknown>()
  let scratch: WeakMap<object, unknown> | null = null
  Object.defineProperty(docImpl, '_styleCache', {
    get: () => scratch ?? cache,
    // jsdom empties it at every change of the document: the observer above forgets what the change can have altered.
    set: () => undefined,
  })
  return {
    forget: (element) => {
      const impl = implOf(element)
      if (impl) cache.delete(impl)
    },
    forgetAll: () => {
      cache = new WeakMap()
    },
    fresh: (compute) => {
      scratch = new WeakMap()
      try {
        return compute()
      } finally {
        scratch = null
      }
    },
  }
}
