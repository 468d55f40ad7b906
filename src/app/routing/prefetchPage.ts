// What each page asks for first, started by its route's loader (see pageLoaders). Loaded as its own small chunk
// with the catalogue's calls, so that the first download stays within budget.
import { categoryArgs, prefetchCategory, prefetchHome, prefetchProduct, readListingParams } from '@/features/catalog'
import { prefetchContent } from '@/features/content'
import type { Locale } from '@/shared/config'
import { categoryFromSlug } from '@/pages/category/categoryUrl'
import { productIdFromSlug } from '@/pages/product/productUrl'
import type { AppStore } from '../store'
import type { SlugKind } from './slugPatterns'

export { prefetchHome }

export function prefetchSlugPage(dispatch: AppStore['dispatch'], lang: Locale, slugParam: string, slug: SlugKind, search: URLSearchParams): void {
  if (slug.kind === 'product') {
    const id = productIdFromSlug(slugParam)
    if (id !== null) prefetchProduct(dispatch, lang, id)
  } else if (slug.kind === 'category') {
    const category = categoryFromSlug(slug.id)
    if (category) prefetchCategory(dispatch, categoryArgs(lang, category, readListingParams(search)))
  } else if (slug.kind === 'content') {
    prefetchContent(dispatch, lang, slug.slug)
  }
}
