// The shop's menu as bootstrap answers it: the category tree, then the brands page when brands are offered.
import type { Lang } from '../../lib/lang'
import { t } from '../../lib/messages'
import type { Shop } from '../../shop'
import { brandsUrl, categoryUrl } from '@contract/pageUrls'
import { categoryTree, type CategoryNode } from './categories'

interface MenuNode {
  id: number | ''
  slug: string
  type: 'category' | 'manufacturers' | 'cms-page'
  label: string
  url: string
  children: MenuNode[]
  depth: number
  page_identifier: string
  current: boolean
}

function categoryNode(c: CategoryNode, lang: Lang, depth: number): MenuNode {
  return {
    id: c.id_category,
    slug: c.link_rewrite,
    type: 'category',
    label: c.name,
    url: categoryUrl(lang, c.id_category, c.link_rewrite),
    children: c.children.map((child) => categoryNode(child, lang, depth + 1)),
    depth,
    page_identifier: `category-${c.id_category}`,
    current: false,
  }
}

export async function menuItems(shop: Shop, lang: Lang, withBrands: boolean): Promise<MenuNode[]> {
  const tree = await categoryTree(shop, lang)
  const nodes = tree.roots.map((c) => categoryNode(c, lang, 1))
  if (withBrands) {
    nodes.push({
      id: '',
      slug: 'brands',
      type: 'manufacturers',
      label: t(lang, 'brands.title'),
      url: brandsUrl(lang),
      children: [],
      depth: 1,
      page_identifier: 'manufacturers',
      current: false,
    })
  }
  return nodes
}
