// Answers a browser's request for a page of the shop (architecture §1, §6):
// - no or an unknown language → a redirect to the visitor's language (cookie, then Accept-Language);
// - public pages (catalogue, content, search, 404) → rendered on the server, cacheable by a CDN per URL;
// - pages about the shopper (account, bag, checkout, sign-in, withdrawal) → the SPA shell, never cached;
// - a failed render → the SPA shell, which renders in the browser as it always could.
// Rendered pages are kept like the catalogue answers they are made of (shop.pageCache, CATALOG_CACHE_SECONDS):
// a write that changes what shoppers see clears the catalogue cache and so retires them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PageRender, renderPage as RenderPage } from '@/app/ssr/server/renderPage'
import { splitLocale, localisedTarget } from '@/app/routing/localePaths'
import { getConfig, setConfig } from '@/shared/config'
import { detectLocale } from '@/shared/i18n/detectLocale'
import { isPersonalPage } from '@contract/personalPages'
import type { Locale } from '@contract/locales'
import { pageKind } from './pageKind'
import type { Shop } from '../shop'
import { pagePolicy } from '../http/contentSecurityPolicy'
import { buildFiles, fillTemplate, pageScripts, type ConfigScript } from './pageTemplate'
import { pageBytes } from './compressedPage'
import { preferredEncoding } from '../http/negotiation'
import { parseAcceptLanguage } from '../lib/lang'
import { inProcessFetch } from './inProcessFetch'
import { SHOP_TAG, TAGS_HEADER, tagsHeader } from './cacheTags'

/** Shared caches may keep a public page a minute and serve it stale while they refresh it. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
const HTML = 'text/html; charset=utf-8'
export const MAINTENANCE_RETRY_SECONDS = 300
/** A rendered page and its cache tags (the header's value), kept together. */
type TaggedRender = PageRender & { tags: string }

/** Thrown out of the page cache's loader so that a page that could not be rendered is not kept. */
const NOT_RENDERED = new Error('page not rendered')

// The renderer brings the whole SPA with it (React, MUI, every page, jsdom for the sanitiser): loaded once, when
// there is a build to render pages into, so an API without one — and each server test file that renders no page —
// does not spend seconds loading it.
let renderer: Promise<typeof RenderPage> | null = null
function loadRenderer(): Promise<typeof RenderPage> {
  renderer ??= import('@/app/ssr/server/renderPage').then(
    (module) => module.renderPage,
    (error: unknown) => {
      renderer = null // the next page tries again (meanwhile the pages are the SPA shell)
      throw error
    },
  )
  return renderer
}
const renderPage = async (...args: Parameters<typeof RenderPage>): Promise<PageRender | null> => (await loadRenderer())(...args)

export function createPageResponder(app: FastifyInstance, shop: Shop) {
  const { config } = shop
  const files = buildFiles(config.distDir)
  // With a build there, start loading the renderer now, not on the first visitor's request (a failure shows then).
  if (files.template()) loadRenderer().catch(() => undefined)
  let appliedConfig: ReturnType<typeof files.config> = null
  // The policies depend only on the template and config.js: worked out again when one of them changes.
  let policies: { template: string; config: ConfigScript | null; shell: string; page: string } | null = null
  function policiesFor(template: string, shopConfig: ConfigScript | null) {
    if (policies?.template !== template || policies.config !== shopConfig) {
      const values = shopConfig?.values ?? {}
      policies = { template, config: shopConfig, shell: pagePolicy([], values), page: pagePolicy(pageScripts(template, shopConfig), values) }
    }
    return policies
  }

  /** The page for a URL, rendered or kept; never kept while the shop is closed (its 503 must end with it). */
  async function render(url: URL, origin: string): Promise<TaggedRender | null> {
    const tags = new Set([SHOP_TAG])
    const environment = { origin, fetch: inProcessFetch(app, origin, tags) }
    const tagged = async () => {
      const page = await renderPage(url, environment)
      return page && { ...page, tags: tagsHeader(tags) }
    }
    const settings = await shop.settings.get()
    if (settings.maintenance_mode || getConfig().maintenance_mode) return tagged()
    const key = `page:${shop.catalogCache.version}:${settings.theme}:${settings.capabilities_off.join(',')}:${url.href}`
    try {
      return await shop.pageCache.getOrLoad(key, async () => {
        const page = await tagged()
        // Not rendered (a back-end call failed): nothing is kept, so the next request tries again.
        if (!page) throw NOT_RENDERED
        return page
      })
    } catch (error) {
      if (error === NOT_RENDERED) return null
      throw error
    }
  }

  /** The SPA's page to render in the browser, in the URL's language (the template says `en` until the app runs). */
  function shell(reply: FastifyReply, lang: Locale) {
    const template = files.template()
    if (!template) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    const policy = policiesFor(template, files.config()).shell
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', policy)
      .type(HTML)
      .send(template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`))
  }

  return async function respond(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, 'http://localhost')
    // Normalised ("http://host:80" is "http://host"), as the renderer's URLs will be.
    const origin = new URL(config.publicUrl ?? `${req.protocol}://${req.headers.host ?? `localhost:${config.port}`}`).origin
    const shopConfig = files.config()
    // Applied when config.js changes, not on every request.
    if (shopConfig && shopConfig !== appliedConfig) {
      setConfig(shopConfig.values)
      appliedConfig = shopConfig
    }
    const { lang, rest } = splitLocale(url.pathname)
    if (!lang) {
      const detected = detectLocale({
        cookie: req.headers.cookie ?? '',
        // Best first, by q-value; `q=0` means "not this one".
        languages: parseAcceptLanguage(req.headers['accept-language']).map((tag) => tag.language),
        locales: getConfig().locales,
        fallback: getConfig().defaultLocale,
      })
      return reply
        .code(302)
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .redirect(`${localisedTarget(url.pathname, detected)}${url.search}`, 302)
    }
    req.pageKind = pageKind(rest)
    const template = files.template()
    if (!template || isPersonalPage(rest)) return shell(reply, lang)
    const catalogVersion = shop.catalogCache.version
    let page
    try {
      page = await render(new URL(`${url.pathname}${url.search}`, origin), origin)
    } catch (error) {
      req.log.error({ err: error, page: req.pageKind }, 'server render failed: answering with the SPA shell')
      return shell(reply, lang)
    }
    if (!page) return shell(reply, lang)
    // A change that reached this process while the page was being made has been purged from the cache in front
    // already (services/catalogChanges.ts): a page read partly before it must not go back in for a cache lifetime.
    // It is still this visitor's answer, but no shared cache keeps it.
    const shared = shop.catalogCache.version === catalogVersion
    const cacheHeaders = (r: FastifyReply) =>
      shared ? r.header('Cache-Control', PUBLIC_CACHE).header(TAGS_HEADER, page.tags) : r.header('Cache-Control', 'no-store')
    if (page.kind === 'redirect') return cacheHeaders(reply).redirect(page.location, page.status)
    if (page.status === 503) reply.header('Retry-After', String(MAINTENANCE_RETRY_SECONDS)).header('Cache-Control', 'no-store')
    else cacheHeaders(reply)
    const encoding = preferredEncoding(req.headers)
    const bytes = pageBytes(page, [template, shopConfig], () => fillTemplate(template, page, shopConfig), encoding)
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    reply.header('Content-Security-Policy', policiesFor(template, shopConfig).page)
    return reply.code(page.status).type(HTML).header('Vary', 'Accept-Encoding').send(bytes)
  }
}
