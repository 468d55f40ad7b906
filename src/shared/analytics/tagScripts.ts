// Loading one of the shop's configured tags (config.js consent.tags) into the page: its script once, after the
// set-up its queue needs first (Google tag: js and config without a page view of its own; Tag Manager: its start;
// Matomo: tracker and site). The consent feature decides when (a granted category), and the analytics chunk loads a
// tag before its first event, so the set-up precedes the events in the queue. Kept out of the first download: both
// callers are chunks of their own. A loaded tag is marked on its <script> element, so the page itself says what runs.
import type { ConsentTag } from '@/shared/config'
import { gtag } from './gtag'

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
