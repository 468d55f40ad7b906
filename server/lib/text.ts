// Text helpers for search: names are stored and queried lowercased, without accents, words separated by single
// spaces and with a leading space, so that `like '% term%'` matches the start of any word on any engine.
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' }

export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (c) => FOLDS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The stored form: folded words with a leading and trailing space. */
export const searchText = (...parts: (string | null | undefined)[]) => ` ${foldText(parts.filter(Boolean).join(' '))} `

/** Query terms, folded; at most 6 so that a pasted paragraph cannot build a huge query. */
export const searchTerms = (query: string) => foldText(query).split(' ').filter(Boolean).slice(0, 6)

/** Plain text of an HTML fragment (for e-mails and meta descriptions). */
export const stripHtml = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** French typography: a no-break space before : ; ? ! » and after «, so that no line starts with the sign. */
export const frenchSpacing = (text: string) => text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
