// Crawls a shop as a search engine does, from its sitemap, and checks what each page tells crawlers and link-preview
// bots (README "Search engines"): every sitemap URL answers 200 HTML to `Accept: */*`; it is its own canonical; its
// hreflang alternates are the sitemap's for that URL, each of them in the sitemap too and naming the page back
// (x-default: the default language's version); its og:url is its address; its structured data parses, meets the
// requirements of the Google rich results it aims at (src/test/richResults.ts), and a product page has a Product. Used by `npm run test:seo -- <url>` and the e2e suite.
import { JSDOM } from 'jsdom'
import { checkRichResult, jsonLdNodes, nodesOfType, type RichResultKind } from '@/test/richResults'
import { parseProductPath } from '@contract/pageUrls'

export interface CrawlProblem {
  url: string
  problem: string
}

export interface CrawlReport {
  pages: number
  problems: CrawlProblem[]
}

type Alternates = Record<string, string>

/** Each <url> of a sitemap (or of every part of a sitemap index): its address and its alternates. */
async function readSitemap(base: string, get: (url: string) => Promise<Response>): Promise<Map<string, Alternates>> {
  const urls = new Map<string, Alternates>()
  const pending = [`${base}/sitemap.xml`]
  while (pending.length) {
    const res = await get(pending.shift()!)
    if (res.status !== 200) throw new Error(`${res.url}: sitemap answered ${res.status}`)
    const xml = new JSDOM(await res.text(), { contentType: 'text/xml' }).window.document
    for (const part of xml.querySelectorAll('sitemap > loc')) pending.push(part.textContent!.trim())
    for (const entry of xml.querySelectorAll('url')) {
      const loc = entry.querySelector('loc')!.textContent!.trim()
      const alternates = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
        l.getAttribute('hreflang')!,
        l.getAttribute('href')!,
      ])
      urls.set(loc, Object.fromEntries(alternates))
    }
  }
  return urls
}

interface PageFacts {
  status: number
  type: string
  canonical: string | null
  ogUrl: string | null
  alternates: Alternates
  jsonLd: unknown[]
  jsonLdErrors: string[]
}

async function readPage(url: string, get: (url: string, accept: string) => Promise<Response>): Promise<PageFacts> {
  const res = await get(url, '*/*')
  const html = await res.text()
  const head = new JSDOM(html.slice(0, html.indexOf('</head>') + 7)).window.document
  const jsonLd: unknown[] = []
  const jsonLdErrors: string[] = []
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    try {
      jsonLd.push(JSON.parse(json!))
    } catch (error) {
      jsonLdErrors.push(`JSON-LD does not parse: ${(error as Error).message}`)
    }
  }
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogUrl: head.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    alternates: Object.fromEntries(
      [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!]),
    ),
    jsonLd,
    jsonLdErrors,
  }
}

const types = (data: unknown): string[] => {
  if (Array.isArray(data)) return data.flatMap(types)
  if (!data || typeof data !== 'object') return []
  const node = data as Record<string, unknown>
  const own = [node['@type']].flat().filter((t): t is string => typeof t === 'string')
  return [...own, ...types(node['@graph'])]
}

/** The rich-result kind each schema.org type of the shop's pages aims at. */
const RICH_RESULTS: [string, RichResultKind][] = [
  ['Product', 'product'],
  ['BreadcrumbList', 'breadcrumb'],
  ['ItemList', 'itemList'],
  ['Organization', 'organization'],
  ['WebSite', 'webSite'],
]

function richResultErrors(documents: unknown[], origin: string): string[] {
  try {
    const nodes = jsonLdNodes(documents)
    return RICH_RESULTS.flatMap(([type, kind]) =>
      nodesOfType(nodes, type).flatMap((node) => checkRichResult(kind, node, origin).errors.map((e) => `${type}: ${e}`)),
    )
  } catch (error) {
    return [(error as Error).message]
  }
}

const sameMap = (a: Alternates, b: Alternates) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

const isProductUrl = (url: string) => parseProductPath(new URL(url, 'http://x').pathname.split('/').pop() ?? '') !== null

/** The pages a catalogue has many of, which differ only in their data (contract/pageUrls.ts's shapes). */
function repeatedKind(url: string): 'product' | 'category' | 'brand' | undefined {
  const path = new URL(url).pathname
  if (isProductUrl(path)) return 'product'
  if (/^\/[a-z]{2}\/brands\/\d+-[^/]+$/.test(path)) return 'brand'
  if (/^\/[a-z]{2}\/\d+-[^/]+$/.test(path)) return 'category'
  return undefined
}

/**
 * The URLs to read: all of them, or with `sample: n` every page of which a shop has few (home, brand list, content
 * pages) and the first n products, categories and brands in the default language together with all their alternates
 * — each kind of page in every language, at a fraction of the renders.
 */
function urlsToRead(sitemap: Map<string, Alternates>, defaultLang: string, sample?: number): string[] {
  const all = [...sitemap.keys()]
  if (sample === undefined) return all
  const chosen = new Set(all.filter((url) => !repeatedKind(url)))
  const taken = new Map<string, number>()
  for (const url of all) {
    const kind = repeatedKind(url)
    if (!kind || sitemap.get(url)![defaultLang] !== url || (taken.get(kind) ?? 0) >= sample) continue
    taken.set(kind, (taken.get(kind) ?? 0) + 1)
    for (const [lang, alternate] of Object.entries(sitemap.get(url)!)) if (lang !== 'x-default') chosen.add(alternate)
  }
  return all.filter((url) => chosen.has(url))
}

export interface CrawlOptions {
  concurrency?: number
  defaultLang?: string
  /** Read only this many products, categories and brands (each with its alternates) besides every other page. */
  sample?: number
}

export async function crawlShop(base: string, options: CrawlOptions = {}): Promise<CrawlReport> {
  const origin = base.replace(/\/$/, '')
  const get = (url: string, accept = 'application/xml') => fetch(url, { headers: { accept }, redirect: 'manual' })
  const sitemap = await readSitemap(origin, get)
  const defaultLang = options.defaultLang ?? 'en'
  const problems: CrawlProblem[] = []
  const pages = new Map<string, PageFacts>()
  const queue = urlsToRead(sitemap, defaultLang, options.sample)
  await Promise.all(
    Array.from({ length: options.concurrency ?? 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) pages.set(url, await readPage(url, get))
    }),
  )
  for (const [url, page] of pages) {
    const report = (problem: string) => problems.push({ url, problem })
    if (page.status !== 200) report(`answers ${page.status} to Accept: */*`)
    if (!page.type.startsWith('text/html')) report(`answers ${page.type || 'no content type'}, not HTML`)
    if (page.canonical !== url) report(`canonical is ${page.canonical ?? 'missing'}`)
    if (page.ogUrl !== url) report(`og:url is ${page.ogUrl ?? 'missing'}`)
    const listed = sitemap.get(url)!
    if (!sameMap(page.alternates, listed)) report(`hreflang ${JSON.stringify(page.alternates)} differs from the sitemap's ${JSON.stringify(listed)}`)
    const lang = Object.entries(page.alternates).find(([l, href]) => l !== 'x-default' && href === url)?.[0]
    if (!lang) report('names no alternate for its own language')
    for (const [l, target] of Object.entries(page.alternates)) {
      if (l === 'x-default') {
        if (target !== page.alternates[defaultLang]) report(`x-default ${target} is not the ${defaultLang} version`)
        continue
      }
      const other = pages.get(target)
      if (!sitemap.has(target)) report(`hreflang ${l} → ${target} is not in the sitemap`)
      else if (!other) report(`hreflang ${l} → ${target} was not read (a sample leaves no alternate out)`)
      else if (lang && other.alternates[lang] !== url) report(`hreflang ${l} → ${target} does not name this page back`)
    }
    for (const error of page.jsonLdErrors) report(error)
    if (isProductUrl(url) && !page.jsonLd.some((d) => types(d).includes('Product'))) report('product page without a Product in its structured data')
    for (const error of richResultErrors(page.jsonLd, origin)) report(error)
  }
  return { pages: pages.size, problems }
}
