// The Content-Security-Policy of the shop's pages: scripts only from the shop itself, the few inline scripts of a
// server-rendered page by their SHA-256 hashes (no 'unsafe-inline'), and the tags the shop owner declares in
// config.js (consent.tags) from their own hosts — a tag a shopper consents to must be able to load and report.
// Styles may be inline: Material UI writes its styles at run time. No page may be framed (frame-ancestors).
import { createHash } from 'node:crypto'
import type { ConsentTag, ShopConfig } from '@/shared/config'

/** Where Google's tag loads from and reports to, besides its script host. */
const GOOGLE_TAG_HOSTS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null // relative: the shop itself
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

function tagHosts(tag: ConsentTag): { script: string[]; reports: string[] } {
  switch (tag.type) {
    case 'gtag':
    case 'gtm':
      return { script: ['https://www.googletagmanager.com'], reports: GOOGLE_TAG_HOSTS }
    case 'matomo':
    case 'script': {
      const origin = originOf(tag.type === 'matomo' ? tag.url : tag.src)
      return origin ? { script: [origin], reports: [origin] } : { script: [], reports: [] }
    }
  }
}

export const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))]

/** The policy of a page with these inline scripts, under this config.js. */
export function pagePolicy(inlineScripts: readonly string[], config: Partial<ShopConfig>): string {
  const tags = (config.consent?.tags ?? []).map(tagHosts)
  // A back end on another origin (apiBaseUrl, contentBaseUrl) is called and serves the product pictures.
  const backEnds = [originOf(config.apiBaseUrl), originOf(config.contentBaseUrl)]
  const reports = unique([...backEnds, ...tags.flatMap((t) => t.reports)])
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts.map(scriptHash), ...unique(tags.flatMap((t) => t.script))]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...reports]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...reports]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Answers that are not pages (JSON, images, files): nothing to run, nothing to frame. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The server's own small HTML pages (sandbox payment and mail pages): no scripts at all. */
export const PLAIN_PAGE_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
