// A listing's state lives in the URL (sort, filters, how many pages are shown), so back/forward and shared
// links restore the exact list. Defaults are left out of the URL; anything malformed falls back to them.
import { SORTS, type Sort } from './types'

export interface ListingState {
  order: Sort
  /** Encoded facet filters, as the back end's facet options give them. */
  filters: string
  /** Pages shown (show more appends the next page). */
  pages: number
}

export const DEFAULT_LISTING: ListingState = { order: 'relevance', filters: '', pages: 1 }
export const MAX_PAGES = 40
const MAX_FILTER_LENGTH = 500

const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value)

export function readListingParams(params: URLSearchParams): ListingState {
  const order = params.get('order')
  const filters = params.get('filters') ?? ''
  const pages = Number(params.get('page'))
  return {
    order: isSort(order) ? order : DEFAULT_LISTING.order,
    filters: filters.length <= MAX_FILTER_LENGTH ? filters : '',
    pages: Number.isInteger(pages) && pages >= 1 && pages <= MAX_PAGES ? pages : 1,
  }
}

/**
 * The query of a listing's canonical URL: filtered or re-sorted listings are canonical to the unfiltered list (the
 * shop's categories and brands are its landing pages; no facet combination is indexed on its own), while the pages
 * shown by "show more" (`?page=3`) each stand for themselves.
 */
export function canonicalListingQuery(state: ListingState): string {
  if (state.filters || state.order !== DEFAULT_LISTING.order || state.pages === 1) return ''
  return `?page=${state.pages}`
}

/** The search string for a state; other parameters of `base` (e.g. the search query) are kept. */
export function writeListingParams(state: ListingState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base)
  const set = (key: string, value: string, isDefault: boolean) => (isDefault ? params.delete(key) : params.set(key, value))
  set('order', state.order, state.order === DEFAULT_LISTING.order)
  set('filters', state.filters, state.filters === '')
  set('page', String(state.pages), state.pages === 1)
  return params
}
