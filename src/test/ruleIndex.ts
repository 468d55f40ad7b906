// jsdom computes an element's style by matching every rule of every style sheet against it — MUI's Emotion writes
// a few hundred to a few thousand rules — at 1–5 µs a match, for each element a role query looks at and again after
// each change of the document: the largest part of the web tests' style computation.
//
// Most rules cannot match most elements: Emotion's rules are about one class each (`.css-1x2y3z:hover`). A browser
// indexes rules by the classes their subject needs; this does the same for jsdom: for the duration of one
// getComputedStyle call, jsdom sees, in their order, only the rules whose subject's classes the element or one of its
// ancestors has (jsdom computes the ancestors' styles in the same call, for the inherited properties), plus every
// rule this does not read. A rule left out could match none of them, so jsdom's answer is the one it would give
// with every rule (ruleIndex.test.ts compares them on a whole page).

interface Rule {
  selectorText?: string
  media?: unknown
}
interface Sheet {
  cssRules: ArrayLike<Rule>
}
interface SheetList {
  _list: Sheet[]
}

/** Selectors whose subject this reads: no strings, escapes or characters outside printable ASCII. */
const UNREAD = /[\\'"]|[^ -~\s]/
const ATTRIBUTE = /\[[^\]]*\]/g
/** The argument of a functional pseudo-class (`:has(…)`, `:not(…)`): what the subject needs besides it is read. */
const ARGUMENT = /\([^()]*\)/g
const SUBJECT = /([^\s>+~]+)\s*$/
const CLASS = /\.([\w-]+)/

/** A class the subject of every part of the selector needs (one per part), or null when some part needs none. */
function classesNeeded(rule: Rule): string[] | null {
  const selector = rule.selectorText
  if (rule.media || typeof selector !== 'string' || UNREAD.test(selector)) return null
  let text = selector.replace(ATTRIBUTE, '[]')
  for (let inner = text.replace(ARGUMENT, '{}'); inner !== text; inner = text.replace(ARGUMENT, '{}')) text = inner
  if (/[()]/.test(text)) return null
  const classes: string[] = []
  for (const part of text.split(',')) {
    const subject = SUBJECT.exec(part)?.[1]
    const needed = subject ? CLASS.exec(subject)?.[1] : undefined
    if (!needed) return null
    classes.push(needed)
  }
  return classes
}

interface Index {
  sheets: Sheet[]
  lengths: number[]
  rules: Rule[]
  /** Positions (in `rules`) of the rules every element sees. */
  always: number[]
  /** Positions of the rules a class lets an element see. */
  byClass: Map<string, number[]>
}

function sheetListOf(doc: Document): SheetList | undefined {
  const sheets = doc.styleSheets as unknown as Record<symbol, unknown>
  const impl = Object.getOwnPropertySymbols(sheets).find((symbol) => symbol.description === 'impl')
  const list = impl ? (sheets[impl] as SheetList | undefined) : undefined
  return Array.isArray(list?._list) ? list : undefined
}

const needs = new WeakMap<Rule, string[] | null>()

function buildIndex(sheets: Sheet[]): Index {
  const index: Index = { sheets: [...sheets], lengths: sheets.map((s) => s.cssRules.length), rules: [], always: [], byClass: new Map() }
  for (const sheet of sheets) {
    for (let i = 0; i < sheet.cssRules.length; i++) {
      const rule = sheet.cssRules[i]!
      const position = index.rules.push(rule) - 1
      if (!needs.has(rule)) needs.set(rule, classesNeeded(rule))
      const classes = needs.get(rule)
      if (!classes) index.always.push(position)
      for (const name of new Set(classes)) {
        const positions = index.byClass.get(name)
        if (positions) positions.push(position)
        else index.byClass.set(name, [position])
      }
    }
  }
  return index
}

function isCurrent(index: Index, sheets: Sheet[]): boolean {
  if (index.sheets.length !== sheets.length) return false
  for (let i = 0; i < sheets.length; i++) if (index.sheets[i] !== sheets[i] || index.lengths[i] !== sheets[i]!.cssRules.length) return false
  return true
}

let enabled = true
let installed = false

/** Whether the index is in place, and switching it off and on (for the test that compares it with jsdom). */
export const ruleIndex = {
  get installed() {
    return installed
  },
  set enabled(value: boolean) {
    enabled = value
  },
}

/**
 * getComputedStyle of the window with the rule index. `stylesMayHaveChanged` is called before each computation and
 * says whether the document changed since the last one (the index is then checked against the style sheets).
 */
export function indexedComputedStyle(win: Window, stylesMayHaveChanged: () => boolean): Window['getComputedStyle'] {
  const computedStyle = win.getComputedStyle.bind(win)
  const list = sheetListOf(win.document)
  if (!list) return computedStyle
  installed = true
  let index: Index | null = null
  return (element, pseudo) => {
    if (!enabled) return computedStyle(element, pseudo)
    const changed = stylesMayHaveChanged()
    if (!index || ((changed || index.sheets.length !== list._list.length) && !isCurrent(index, list._list))) index = buildIndex(list._list)
    const seen = new Set<number>(index.always)
    for (let node: Element | null = element; node; node = node.parentElement) {
      for (const name of node.classList) for (const position of index.byClass.get(name) ?? []) seen.add(position)
    }
    const rules = index.rules
    const sheet: Sheet = { cssRules: [...seen].sort((a, b) => a - b).map((position) => rules[position]!) }
    const sheets = list._list
    list._list = [sheet]
    try {
      return computedStyle(element, pseudo)
    } finally {
      list._list = sheets
    }
  }
}
