// A page's breadcrumbs as schema.org BreadcrumbList, for the trail search engines show instead of the URL.
import type { BreadcrumbList, WithContext } from 'schema-dts'

export interface CrumbLink {
  name: string
  /** Absolute URL; the page's own crumb (the last) may go without. */
  url?: string
}

/** The trail, in order from the home page; none for fewer than two named crumbs (not a trail). */
export function breadcrumbList(crumbs: readonly CrumbLink[]): WithContext<BreadcrumbList> | null {
  const named = crumbs.filter((c) => c.name.trim() !== '')
  if (named.length < 2) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: named.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, ...(crumb.url ? { item: crumb.url } : {}) })),
  }
}
