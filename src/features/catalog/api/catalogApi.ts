// The catalogue's calls (spec §7). Every query carries the language, so cache entries never mix languages.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { Brand, BrandPage, CategoryListing, ListingPage, Product, ProductSummary, Sort, Suggestions } from '../model/types'
import type { PsBrandListing, PsBrands, PsCategoryListing, PsListing, PsProductDetail, PsSearch } from './dto'
import { mapBrandPage, mapBrands, mapCategoryListing, mapProduct, mapProductList, mapSearchResults, mapSearchSuggestions } from './map'

export interface ListingArgs {
  lang: Locale
  page: number
  /** The encoded facet filters (opaque; each facet option carries the string that toggles it). */
  filters: string
  order: Sort
}

export interface CategoryArgs extends ListingArgs {
  idCategory: number
  categorySlug: string
}

export interface ProductArgs {
  lang: Locale
  id: number
  /** Attribute group id → attribute id. */
  group?: Record<string, number>
}

const listingBody = ({ page, filters, order }: ListingArgs) => ({ page, q: filters, order })

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<CategoryListing, CategoryArgs>({
      query: (args) => ({
        call: 'getProducts',
        lang: args.lang,
        body: { id_category: args.idCategory, categorySlug: args.categorySlug, with_category_tree: true, ...listingBody(args) },
      }),
      transformResponse: (res: PsEnvelope<PsCategoryListing>) => mapCategoryListing(res.psdata),
      providesTags: (_r, _e, args) => [{ type: TAG.Category, id: args.idCategory }],
    }),
    getProduct: build.query<Product, ProductArgs>({
      query: ({ lang, id, group }) => ({ call: 'getProduct', lang, body: group && Object.keys(group).length ? { product_id: id, group } : { product_id: id } }),
      transformResponse: (res: PsEnvelope<PsProductDetail>) => mapProduct(res.psdata),
      providesTags: (_r, _e, { id }) => [{ type: TAG.Product, id }],
    }),
    getRelatedProducts: build.query<ProductSummary[], { lang: Locale; id: number; page?: number }>({
      query: ({ lang, id, page = 1 }) => ({ call: 'getRelatedProducts', lang, body: { id_product: id, page } }),
      transformResponse: (res: PsEnvelope<PsListing>) => mapProductList(res.psdata),
    }),
    getProductsFeatured: build.query<ProductSummary[], Locale>({
      query: (lang) => ({ call: 'getProductsFeatured', lang }),
      transformResponse: (res: PsEnvelope<PsListing | null>) => mapProductList(res.psdata),
    }),
    getProductsBestsellers: build.query<ProductSummary[], Locale>({
      query: (lang) => ({ call: 'getProductsBestsellers', lang }),
      transformResponse: (res: PsEnvelope<PsListing | null>) => mapProductList(res.psdata),
    }),
    getProductsLatest: build.query<ProductSummary[], Locale>({
      query: (lang) => ({ call: 'getProductsLatest', lang }),
      transformResponse: (res: PsEnvelope<PsListing | null>) => mapProductList(res.psdata),
    }),
    getBrands: build.query<Brand[], Locale>({
      query: (lang) => ({ call: 'getBrands', lang }),
      transformResponse: (res: PsEnvelope<PsBrands>) => mapBrands(res.psdata),
      providesTags: [TAG.Brand],
    }),
    getBrand: build.query<BrandPage, ListingArgs & { id: number }>({
      query: (args) => ({ call: 'getBrand', lang: args.lang, body: { id_manufacturer: args.id, ...listingBody(args) } }),
      transformResponse: (res: PsEnvelope<PsBrandListing>) => mapBrandPage(res.psdata),
      providesTags: (_r, _e, { id }) => [{ type: TAG.Brand, id }],
    }),
    search: build.query<ListingPage, ListingArgs & { query: string }>({
      query: (args) => ({ call: 'search', lang: args.lang, body: { s: args.query, ...listingBody(args) } }),
      transformResponse: (res: PsEnvelope<PsSearch>) => mapSearchResults(res.psdata),
    }),
    // The same `search` call asked for suggestions only (the header's combobox).
    searchSuggestions: build.query<Suggestions, { lang: Locale; query: string }>({
      query: ({ lang, query }) => ({ call: 'search', lang, body: { s: query, suggest: true } }),
      transformResponse: (res: PsEnvelope<PsSearch>) => mapSearchSuggestions(res.psdata),
      keepUnusedDataFor: 120,
    }),
  }),
})

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
  useGetProductsFeaturedQuery,
  useGetProductsBestsellersQuery,
  useGetProductsLatestQuery,
  useGetBrandsQuery,
  useGetBrandQuery,
  useSearchQuery,
  useSearchSuggestionsQuery,
  usePrefetch,
} = catalogApi
