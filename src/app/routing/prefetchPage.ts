// What each page asks for first, started by its route's loader (see pageLoaders). Loaded as its own small chunk
// with the catalogue's calls, so that the first download stays within budget.
import {
  categoryArgs,
  prefetchBrand,
  prefetchBrands,
  prefetchCategory,
  prefetchHomeLists,
  prefetchProduct,
  prefetchProductVariant,
  prefetchSearch,
  readListingParams,
} from '@/features/catalog'
import { prefetchContent } from '@/features/content'
import { shopApi } from '@/features/shop'
import type { Locale } from '@/shared/config'
import { brandIdFromParam } from '@/pages/brands/brandUrl'
import { categoryFromSlug } from '@/pages/category/categoryUrl'
import { productIdFromSlug, variantFromSearch } from '@/pages/product/productUrl'
import { searchQueryFrom } from '@/pages/search/searchQuery'
import type { AppStore } from '../store'
import type { SlugKind } from './slugPatterns'

type Dispatch = AppStore['dispatch']

/** The home lists, and the brands of the strip at its end when the shop shows brand pages (its bootstrap says so:
 * usually already in the store; on the server, the renderer waits for the brands this starts too). */
export function prefetchHomePage(dispatch: Dispatch, lang: Locale): void {
  prefetchHomeLists(dispatch, lang)
  void dispatch(shopApi.endpoints.bootstrap.initiate(lang, { subscribe: false })).then(({ data }) => {
    if (data?.settings.brandsEnabled) prefetchBrands(dispatch, lang)
  })
}

/** The main data of the pages with a fixed path: brand list, brand page, search results. */
export const prefetchFixedPage = {
  brands: (dispatch: Dispatch, lang: Locale) => prefetchBrands(dispatch, lang),
  brand: (dispatch: Dispatch, lang: Locale, params: Record<string, string | undefined>, search: URLSearchParams) => {
    const id = brandIdFromParam(params.id ?? '')
    if (id !== null) prefetchBrand(dispatch, lang, id, readListingParams(search))
  },
  search: (dispatch: Dispatch, lang: Locale, _params: Record<string, string | undefined>, search: URLSearchParams) =>
    prefetchSearch(dispatch, lang, searchQueryFrom(search), readListingParams(search)),
}

/** Starts the page's main data; resolves at once, or once a variant's answer is asked for too (?variant=). */
export async function prefetchSlugPage(dispatch: Dispatch, lang: Locale, slugParam: string, slug: SlugKind, search: URLSearchParams): Promise<void> {
  if (slug.kind === 'product') {
    const id = productIdFromSlug(slugParam)
    const variant = variantFromSearch(search)
    if (id !== null) prefetchProduct(dispatch, lang, id)
    if (id !== null && variant !== null) await prefetchProductVariant(dispatch, lang, id, variant)
  } else if (slug.kind === 'category') {
    const category = categoryFromSlug(slug.id)
    if (category) prefetchCategory(dispatch, categoryArgs(lang, category, readListingParams(search)))
  } else if (slug.kind === 'content') {
    prefetchContent(dispatch, lang, slug.slug)
  }
}
