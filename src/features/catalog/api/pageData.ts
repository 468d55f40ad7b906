// A page's main data, asked for when navigation to it starts (from the route loader), in parallel with the page's
// code, instead of after the page's chunk has arrived and rendered: the first paint of a product or a list waits
// for one round trip less. The arguments are exactly the ones the pages' hooks use, so the hooks find the entries.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { Locale } from '@/shared/config'
import type { ListingState } from '../model/listingParams'
import { groupOf, selectionOf } from '../model/variants'
import { catalogApi, type CategoryArgs } from './catalogApi'

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>

/** Spec §7: the home page's "recommended" list is category 10 (clothing), page 1, in the default order. */
export const RECOMMENDED_LISTING = { idCategory: 10, categorySlug: 'clothing', page: 1, filters: '', order: 'relevance' } as const

/** A page of a category in a listing state: the one cache key the category page and its route loader share. */
export const categoryArgs = (
  lang: Locale,
  { idCategory, categorySlug }: { idCategory: number; categorySlug: string },
  { filters, order }: Pick<ListingState, 'filters' | 'order'>,
  page = 1,
): CategoryArgs => ({ lang, idCategory, categorySlug, page, filters, order })

/** The home page's four lists (the home page's loader adds the brand strip: app/routing/prefetchPage.ts). */
export function prefetchHomeLists(dispatch: Dispatch, lang: Locale): void {
  dispatch(catalogApi.util.prefetch('getProductsFeatured', lang, {}))
  dispatch(catalogApi.util.prefetch('getProductsBestsellers', lang, {}))
  dispatch(catalogApi.util.prefetch('getProductsLatest', lang, {}))
  dispatch(catalogApi.util.prefetch('getProducts', { lang, ...RECOMMENDED_LISTING }, {}))
}

/** The product; its related products are asked for when the shopper comes near them (RelatedProducts.tsx). */
export function prefetchProduct(dispatch: Dispatch, lang: Locale, id: number): void {
  dispatch(catalogApi.util.prefetch('getProduct', { lang, id }, {}))
}

/**
 * A link to one variant (?variant=): its own answer too, asked with its attribute group once the product's answer
 * (which lists the variants) is here — what useProductPage waits for before showing that variant.
 */
export async function prefetchProductVariant(dispatch: Dispatch, lang: Locale, id: number, variantId: number): Promise<void> {
  const base = dispatch(catalogApi.endpoints.getProduct.initiate({ lang, id }))
  try {
    const product = await base.unwrap()
    const variant = product.variants.find((v) => v.id === variantId)
    if (variant && variant.id !== product.selectedVariantId) {
      dispatch(catalogApi.util.prefetch('getProduct', { lang, id, group: groupOf(selectionOf(variant, product.attributes)) }, {}))
    }
  } catch {
    // The page shows its own 404 or error from the same cache entry.
  } finally {
    base.unsubscribe()
  }
}

export function prefetchCategory(dispatch: Dispatch, args: CategoryArgs): void {
  dispatch(catalogApi.util.prefetch('getProducts', args, {}))
}

export function prefetchBrands(dispatch: Dispatch, lang: Locale): void {
  dispatch(catalogApi.util.prefetch('getBrands', lang, {}))
}

/** A brand's first page in a listing state (the arguments BrandView asks with). */
export function prefetchBrand(dispatch: Dispatch, lang: Locale, id: number, { filters, order }: Pick<ListingState, 'filters' | 'order'>): void {
  dispatch(catalogApi.util.prefetch('getBrand', { lang, id, page: 1, filters, order }, {}))
}

/** The first page of results for a query in a listing state (the arguments SearchView asks with). */
export function prefetchSearch(dispatch: Dispatch, lang: Locale, query: string, { filters, order }: Pick<ListingState, 'filters' | 'order'>): void {
  if (query) dispatch(catalogApi.util.prefetch('search', { lang, query, page: 1, filters, order }, {}))
}
