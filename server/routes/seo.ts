// /sitemap.xml (every product, category, brand and content page in the five languages, each with its hreflang
// alternates, products with their last change and their pictures; a sitemap index of 40,000-URL parts — 8,000
// products — when the catalogue is larger) and /robots.txt (crawlers kept out of the API, the sandbox and the
// shopper's own pages).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PERSONAL_PAGES } from '@contract/personalPages'
import { imageUrl } from '../lib/images'
import { LANGS, type Lang } from '../lib/lang'
import { escapeHtml } from '../lib/text'
import type { Shop } from '../shop'
import { brandsOffered } from '../services/settings'
import { activeProductCount, sitemapPages, sitemapProducts, type SitemapProducts } from '../services/catalog/sitemap'
import { brandUrl, categoryUrl, contentUrl, productUrl } from '@contract/pageUrls'

/** URLs per file, under the protocol's 50,000. */
const PART_SIZE = 40_000
const PRODUCTS_PER_PART = PART_SIZE / LANGS.length

const origin = (shop: Shop, req: FastifyRequest) => shop.config.publicUrl ?? `${req.protocol}://${req.headers.host ?? `localhost:${shop.config.port}`}`

/** What the sitemap says of one page beyond its address: when it last changed, and its pictures. */
interface PageFacts {
  lastmod?: string
  images?: string[]
}

/** One <url> per language, each listing every language's version (and x-default = English, as the pages do). */
function entries(base: string, slugs: Record<string, string>, url: (lang: Lang, slug: string) => string, facts: PageFacts = {}): string {
  const alternates = LANGS.filter((l) => slugs[l])
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(base + url(l, slugs[l]!))}"/>`)
    .concat(slugs.en ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(base + url('en', slugs.en))}"/>`] : [])
    .join('')
  const lastmod = facts.lastmod ? `<lastmod>${facts.lastmod}</lastmod>` : ''
  const images = (facts.images ?? []).map((src) => `<image:image><image:loc>${escapeHtml(base + src)}</image:loc></image:image>`).join('')
  return LANGS.filter((l) => slugs[l])
    .map((l) => `<url><loc>${escapeHtml(base + url(l, slugs[l]!))}</loc>${lastmod}${alternates}${images}</url>`)
    .join('\n')
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n'

const productEntries = (base: string, rows: SitemapProducts) =>
  rows.map((p) =>
    entries(base, p.slugs, (l, s) => productUrl(l, p.id, s), {
      lastmod: new Date(p.date_upd).toISOString(),
      images: (p.image_keys ?? []).map((key) => imageUrl('p', key, 'large')),
    }),
  )

async function pagesXml(shop: Shop, base: string): Promise<string> {
  const { categories, brands, cms } = await sitemapPages(shop.db)
  const home = entries(base, Object.fromEntries(LANGS.map((l) => [l, '-'])), (l) => `/${l}`)
  const sameSlug = (slug: string) => Object.fromEntries(LANGS.map((l) => [l, slug]))
  return [
    home,
    ...categories.map((c) => entries(base, c.slugs, (l, s) => categoryUrl(l, c.id, s))),
    ...(brandsOffered(await shop.settings.get()) ? brands.map((b) => entries(base, sameSlug(b.slug), (l, s) => brandUrl(l, b.id, s))) : []),
    ...cms.map((p) => entries(base, p.slugs, (l, s) => contentUrl(l, s))),
  ].join('\n')
}

export function registerSeo(app: FastifyInstance, shop: Shop): void {
  app.get('/sitemap.xml', async (req, reply) => {
    const base = origin(shop, req)
    const n = await activeProductCount(shop.db)
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    if (n <= PRODUCTS_PER_PART) {
      const body = [await pagesXml(shop, base), ...productEntries(base, await sitemapProducts(shop.db, 0, PRODUCTS_PER_PART))].join('\n')
      return reply.send(`${URLSET_OPEN}${body}\n</urlset>\n`)
    }
    const parts = ['/sitemap-pages.xml', ...Array.from({ length: Math.ceil(n / PRODUCTS_PER_PART) }, (_, i) => `/sitemap-products-${i + 1}.xml`)]
    return reply.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.map((p) => `<sitemap><loc>${escapeHtml(base + p)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
    )
  })

  app.get('/sitemap-pages.xml', async (req, reply) => {
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    return reply.send(`${URLSET_OPEN}${await pagesXml(shop, origin(shop, req))}\n</urlset>\n`)
  })

  app.get('/sitemap-products-:part.xml', async (req, reply) => {
    const part = Number((req.params as { part: string }).part)
    if (!Number.isInteger(part) || part < 1) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    const products = await sitemapProducts(shop.db, (part - 1) * PRODUCTS_PER_PART, PRODUCTS_PER_PART)
    if (!products.length) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
    return reply.send(`${URLSET_OPEN}${productEntries(origin(shop, req), products).join('\n')}\n</urlset>\n`)
  })

  app.get('/robots.txt', async (req, reply) => {
    const base = origin(shop, req)
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /content/',
      'Disallow: /sandbox/',
      // The shopper's own pages (bag, checkout, account, sign-in) and their sub-pages — not a content page whose
      // slug merely starts alike (`$` ends a rule, as Google and Bing read robots.txt).
      ...LANGS.flatMap((l) => PERSONAL_PAGES.flatMap((page) => [`Disallow: /${l}/${page}$`, `Disallow: /${l}/${page}/`])),
      '',
      `Sitemap: ${base}/sitemap.xml`,
    ]
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`)
  })
}
