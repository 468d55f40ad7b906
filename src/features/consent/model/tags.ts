// The shop's measurement and marketing tags (declared in config.js): loaded into the page only for a category the
// shopper consented to, and their cookies deleted when the consent is withdrawn. A loaded tag is marked on its
// <script> element, so the page itself says what runs. Page views are the analytics feature's (one per page the
// shopper sees, also inside the app): the tags are set up not to count the first one themselves.
import type { ConsentTag } from '@/shared/config'
import { gtag } from '@/shared/analytics/gtag'

/** The cookies Google's and Matomo's tags write, deleted with a withdrawal even when config.js does not list them. */
const KNOWN_COOKIES: Record<ConsentTag['type'], string[]> = {
  gtag: ['_ga', '_ga_*', '_gid', '_gat*', '_gcl_*'],
  gtm: ['_ga', '_ga_*', '_gid', '_gat*', '_gcl_*'],
  matomo: ['_pk_*', 'mtm_*', 'MATOMO_SESSID'],
  script: [],
}

const ATTRIBUTE = 'data-consent-tag'

export function tagKey(tag: ConsentTag): string {
  switch (tag.type) {
    case 'gtag':
      return `gtag:${tag.id}`
    case 'gtm':
      return `gtm:${tag.id}`
    case 'matomo':
      return `matomo:${tag.url}#${tag.siteId}`
    case 'script':
      return `script:${tag.src}`
  }
}

export function isTagLoaded(tag: ConsentTag, doc: Document = document): boolean {
  return [...doc.querySelectorAll(`script[${ATTRIBUTE}]`)].some((script) => script.getAttribute(ATTRIBUTE) === tagKey(tag))
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

function scriptSource(tag: ConsentTag): string {
  switch (tag.type) {
    case 'gtag':
      gtag('js', new Date())
      gtag('config', tag.id, { send_page_view: false })
      return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tag.id)}`
    case 'gtm':
      // Google's container snippet, without its inline script: the start time, then the container.
      window.dataLayer ??= []
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tag.id)}`
    case 'matomo':
      window._paq ??= []
      window._paq.push(['setTrackerUrl', `${withSlash(tag.url)}matomo.php`], ['setSiteId', String(tag.siteId)], ['enableLinkTracking'])
      return `${withSlash(tag.url)}matomo.js`
    case 'script':
      return tag.src
  }
}

/** Adds the tag's script to the page once. */
export function loadTag(tag: ConsentTag, doc: Document = document): void {
  if (isTagLoaded(tag, doc)) return
  const script = doc.createElement('script')
  script.async = true
  script.src = scriptSource(tag)
  script.setAttribute(ATTRIBUTE, tagKey(tag))
  doc.head.appendChild(script)
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
