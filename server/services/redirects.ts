// Where an old or other-language address goes: legacy paths from the redirects table, and outdated or
// other-language slugs of products, categories, brands and pages to their canonical URL (getRedirect).
import type { Queryable } from '../db/client'
import { isLang, type Lang } from '../lib/lang'
import { brandUrl, categoryUrl, contentUrl, parseCategoryPath, parseProductPath, productUrl } from '@contract/pageUrls'

type Redirect = { to: string | null; status: 301 | 302 }

async function canonical(db: Queryable, lang: Lang, rest: string): Promise<string | null> {
  const product = parseProductPath(rest)
  if (product) {
    const [row] = await db.query<{ link_rewrite: string }>(
      'select pl.link_rewrite from product_lang pl join products p on p.id_product = pl.id_product and p.active where pl.id_product = $1 and pl.lang = $2',
      [product.id, lang],
    )
    return row && row.link_rewrite !== product.slug ? productUrl(lang, product.id, row.link_rewrite) : null
  }
  const brand = rest.startsWith('brands/') ? parseCategoryPath(rest.slice('brands/'.length)) : null
  if (brand) {
    const [row] = await db.query<{ link_rewrite: string }>('select link_rewrite from brands where id_manufacturer = $1', [brand.id])
    return row && row.link_rewrite !== brand.slug ? brandUrl(lang, brand.id, row.link_rewrite) : null
  }
  const category = parseCategoryPath(rest)
  if (category) {
    const [row] = await db.query<{ link_rewrite: string }>('select link_rewrite from category_lang where id_category = $1 and lang = $2', [category.id, lang])
    return row && row.link_rewrite !== category.slug ? categoryUrl(lang, category.id, row.link_rewrite) : null
  }
  if (/^[a-z0-9-]+$/.test(rest)) {
    // A page slug of another language (e.g. /de/about-us → /de/ueber-uns).
    const [row] = await db.query<{ link_rewrite: string }>(
      `select mine.link_rewrite from cms_lang other join cms_lang mine on mine.id_cms = other.id_cms and mine.lang = $2
        where other.link_rewrite = $1 and other.lang <> $2
          and not exists (select 1 from cms_lang same where same.lang = $2 and same.link_rewrite = $1)
        limit 1`,
      [rest, lang],
    )
    return row ? contentUrl(lang, row.link_rewrite) : null
  }
  return null
}

export async function findRedirect(db: Queryable, rawPath: string): Promise<Redirect> {
  const path = rawPath.split(/[?#]/)[0]!
  const [stored] = await db.query<{ to_path: string; status: 301 | 302 }>('select to_path, status from redirects where from_path = $1', [path])
  if (stored) return { to: stored.to_path, status: stored.status }
  const match = /^\/([a-z]{2})\/(.+)$/.exec(path)
  if (match && isLang(match[1])) {
    const to = await canonical(db, match[1], match[2]!)
    if (to) return { to, status: 301 }
  }
  return { to: null, status: 301 }
}
