// The category tree in one language (small: loaded whole and cached), with product counts, menu nodes and
// breadcrumbs derived from it.
import type { Db } from '../../db/client'
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import { t } from '../../lib/messages'
import type { Shop } from '../../shop'
import { categoryUrl } from '@contract/pageUrls'

export interface CategoryNode {
  id_category: number
  id_parent: number | null
  level_depth: number
  position: number
  name: string
  link_rewrite: string
  description: string
  meta_description: string
  image_key: string | null
  nb_products: number
  children: CategoryNode[]
}

export interface CategoryTree {
  roots: CategoryNode[]
  byId: Map<number, CategoryNode>
}

async function loadTree(db: Db, lang: Lang): Promise<CategoryTree> {
  const rows = await db.query<Omit<CategoryNode, 'children'>>(
    `select c.id_category, c.id_parent, c.level_depth, c.position, c.image_key, cl.name, cl.link_rewrite, cl.description,
            cl.meta_description, coalesce(n.nb, 0) as nb_products
       from categories c
       join category_lang cl on cl.id_category = c.id_category and cl.lang = $1
       left join (select id_category, count(*) as nb from product_category group by id_category) n
         on n.id_category = c.id_category
      order by c.level_depth, c.position, c.id_category`,
    [lang],
  )
  const byId = new Map<number, CategoryNode>(rows.map((r) => [r.id_category, { ...r, children: [] }]))
  const roots: CategoryNode[] = []
  for (const node of byId.values()) {
    const parent = node.id_parent === null ? undefined : byId.get(node.id_parent)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return { roots, byId }
}

export const categoryTree = (shop: Shop, lang: Lang) => shop.structureCache.getOrLoad(`categories:${lang}`, () => loadTree(shop.db, lang))

export function ancestors(tree: CategoryTree, id: number): CategoryNode[] {
  const chain: CategoryNode[] = []
  let node = tree.byId.get(id)
  while (node) {
    chain.unshift(node)
    node = node.id_parent === null ? undefined : tree.byId.get(node.id_parent)
  }
  return chain
}

export function breadcrumb(tree: CategoryTree, lang: Lang, id: number) {
  return [
    { title: t(lang, 'breadcrumb.home'), url: `/${lang}`, id_category: null as number | null },
    ...ancestors(tree, id).map((c) => ({ title: c.name, url: categoryUrl(lang, c.id_category, c.link_rewrite), id_category: c.id_category })),
  ]
}

/** A category as psdata, with its children one level down (or the whole subtree when deep). */
export function presentCategory(node: CategoryNode, lang: Lang, deep = false): Record<string, unknown> {
  return {
    id_category: node.id_category,
    id_parent: node.id_parent,
    level_depth: node.level_depth,
    name: node.name,
    link_rewrite: node.link_rewrite,
    url: categoryUrl(lang, node.id_category, node.link_rewrite),
    nb_products: node.nb_products,
    image: imageShape('c', node.image_key, node.name),
    children: node.children.map((c) =>
      deep
        ? presentCategory(c, lang, true)
        : {
            id_category: c.id_category,
            name: c.name,
            link_rewrite: c.link_rewrite,
            url: categoryUrl(lang, c.id_category, c.link_rewrite),
            nb_products: c.nb_products,
            image: imageShape('c', c.image_key, c.name),
          },
    ),
  }
}

/** Finds a category by id or by its slug in any language (the request language first). */
export async function findCategory(shop: Shop, lang: Lang, id?: number, slug?: string): Promise<CategoryNode | null> {
  const tree = await categoryTree(shop, lang)
  if (id !== undefined) return tree.byId.get(id) ?? null
  if (!slug) return null
  const [row] = await shop.db.query<{ id_category: number }>(
    `select id_category from category_lang where link_rewrite = $1 order by (lang = $2) desc limit 1`,
    [slug, lang],
  )
  return row ? (tree.byId.get(row.id_category) ?? null) : null
}

export async function categoryAlternates(db: Db, id: number): Promise<Record<string, string>> {
  const rows = await db.query<{ lang: string; link_rewrite: string }>('select lang, link_rewrite from category_lang where id_category = $1', [id])
  return Object.fromEntries(rows.map((r) => [r.lang, r.link_rewrite]))
}
