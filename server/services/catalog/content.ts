// CMS pages by slug (in any language; the answer is in the request's language, with the slug of every language).
// The shop's details in a page (legal notice, accessibility statement) are filled in here: contentPlaceholders.ts.
import { notFound } from '../../lib/apiError'
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { fillContentPlaceholders } from './contentPlaceholders'
import { contentUrl } from '@contract/pageUrls'

/** Slugs are lowercase words and hyphens: anything else names no page. */
const SLUG = /^[a-z0-9-]+$/

export async function contentPage(shop: Shop, lang: Lang, slug: string) {
  if (!SLUG.test(slug)) throw notFound('page.not_found')
  const [match] = await shop.db.query<{ id_cms: number }>('select id_cms from cms_lang where link_rewrite = $1 order by (lang = $2) desc limit 1', [slug, lang])
  if (!match) throw notFound('page.not_found')
  const rows = await shop.db.query<{ lang: Lang; link_rewrite: string; title: string; content: string; meta_description: string }>(
    'select lang, link_rewrite, title, content, meta_description from cms_lang where id_cms = $1',
    [match.id_cms],
  )
  const page = rows.find((r) => r.lang === lang) ?? rows[0]!
  return {
    id_cms: match.id_cms,
    link_rewrite: page.link_rewrite,
    slug: page.link_rewrite,
    url: contentUrl(lang, page.link_rewrite),
    meta_title: page.title,
    title: page.title,
    content: fillContentPlaceholders(page.content, page.lang, shop.config),
    meta_description: fillContentPlaceholders(page.meta_description, page.lang, shop.config),
    alternates: Object.fromEntries(rows.map((r) => [r.lang, r.link_rewrite])),
  }
}

/** What a content page is for, where the storefront links to it from elsewhere (the terms beside the order button
 * and the registration's consent, the privacy policy beside cookie consent). The reference shop knows its pages by
 * their English slug; a PrestaShop back end has the terms page as PS_CONDITIONS_CMS_ID. */
const ROLE_BY_ENGLISH_SLUG: Record<string, 'terms' | 'privacy'> = { terms: 'terms', privacy: 'privacy' }

export async function contentPages(shop: Shop, lang: Lang) {
  const rows = await shop.db.query<{ id_cms: number; link_rewrite: string; title: string; en: string | null }>(
    `select c.id_cms, cl.link_rewrite, cl.title, en.link_rewrite as en
       from cms_pages c join cms_lang cl on cl.id_cms = c.id_cms and cl.lang = $1
       left join cms_lang en on en.id_cms = c.id_cms and en.lang = 'en'
      order by c.position`,
    [lang],
  )
  return rows.map(({ en, ...page }) => ({ ...page, role: (en && ROLE_BY_ENGLISH_SLUG[en]) ?? null }))
}
