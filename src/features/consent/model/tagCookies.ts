// The cookies of the shop's measurement and marketing tags (declared in config.js), deleted when the consent is
// withdrawn. The tags themselves are loaded by @/shared/analytics/tagScripts, only for a category the shopper
// consented to. Page views are the analytics feature's (one per page the shopper sees, also inside the app): the
// tags are set up not to count the first one themselves.
import type { ConsentTag } from '@/shared/config'

/** The cookies Google's and Matomo's tags write, deleted with a withdrawal even when config.js does not list them. */
const KNOWN_COOKIES: Record<ConsentTag['type'], string[]> = {
  gtag: ['_ga', '_ga_*', '_gid', '_gat*', '_gcl_*'],
  gtm: ['_ga', '_ga_*', '_gid', '_gat*', '_gcl_*'],
  matomo: ['_pk_*', 'mtm_*', 'MATOMO_SESSID'],
  script: [],
}

export function tagCookies(tag: ConsentTag): string[] {
  return [...KNOWN_COOKIES[tag.type], ...(tag.cookies ?? [])]
}

const matches = (name: string, pattern: string) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern)

/** Deletes the cookies matching the patterns, on this host and every parent domain a tag may have set them on. */
export function deleteCookies(patterns: string[], doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name && patterns.some((pattern) => matches(name, pattern)))
  const labels = doc.location.hostname.split('.')
  const domains = [undefined, ...labels.slice(0, -1).map((_, i) => `.${labels.slice(i).join('.')}`)]
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`
    }
  }
  return names
}
