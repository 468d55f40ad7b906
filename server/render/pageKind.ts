// What kind of page a shop URL is, from its path after the language (contract/pageUrls.ts shapes): the label of the
// request log and of the page metrics — a handful of values, never the URL itself.
import { parseProductPath } from '@contract/pageUrls'
import { isPersonalPage } from '@contract/personalPages'

export type PageKind = 'home' | 'product' | 'category' | 'brand' | 'brands' | 'search' | 'personal' | 'content'

export function pageKind(rest: string): PageKind {
  const path = rest.replace(/^\/+/, '')
  if (!path) return 'home'
  if (isPersonalPage(rest)) return 'personal'
  if (parseProductPath(path)) return 'product'
  if (/^brands\/\d+-/.test(path)) return 'brand'
  if (/^brands\/?$/.test(path)) return 'brands'
  if (/^search(\/|$)/.test(path)) return 'search'
  if (/^\d+-/.test(path)) return 'category'
  return 'content'
}
