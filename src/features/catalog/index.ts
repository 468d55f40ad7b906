/** The catalogue: product lists (category, search, brand, home), the product page's data, search suggestions. */
export {
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
} from './api/catalogApi'
export {
  prefetchHomeLists,
  prefetchProduct,
  prefetchProductVariant,
  prefetchCategory,
  prefetchBrands,
  prefetchBrand,
  prefetchSearch,
  categoryArgs,
  RECOMMENDED_LISTING,
} from './api/pageData'
export { catalogViewSlice, selectViewMode, viewModeChanged, type ViewMode } from './model/viewSlice'
export { readListingParams, writeListingParams, DEFAULT_LISTING, type ListingState } from './model/listingParams'
export { choose, optionState, selectionOf, variantFor, type Selection, type OptionState } from './model/variants'
export { catalogMessages } from './messages'
export { productPageFacts, cardFacts } from './model/analyticsFacts'
export { ProductCard } from './ui/ProductCard'
export { ProductImage } from './ui/ProductImage'
export { StockBadge } from './ui/StockBadge'
export { SearchBoxField, searchResultsPath } from './ui/SearchBoxField'
export { loadSearchBox, loadSearchOverlay } from './ui/SearchBoxLoader'
export type { SearchBoxProps } from './ui/SearchBox'
export type { SearchBoxOverlayProps } from './ui/SearchBoxOverlay'
export { CategoryView } from './ui/CategoryView'
export { SearchView } from './ui/SearchView'
export { ProductRail } from './ui/ProductRail'
export { BrandList } from './ui/BrandList'
export { BrandStrip } from './ui/BrandStrip'
export { BrandView } from './ui/BrandView'
export { CrumbTrail } from './ui/CrumbTrail'
export { ProductListing } from './ui/ProductListing'
export { useListingState } from './ui/useListingState'
export { ProductView } from './ui/ProductView'
export { AddToCart, type Purchase } from './ui/AddToCart'
export { ProductSkeleton } from './ui/ProductSkeleton'
export { ProductLoadError } from './ui/ProductLoadError'
export { useProductPage, type ProductPageData } from './ui/useProductPage'
export type {
  Product,
  ProductSummary,
  Variant,
  AttributeGroup,
  AttributeOption,
  Image,
  Price,
  Sort,
  Facet,
  FacetOption,
  ListingPage,
  CategoryListing,
  CategoryRef,
  Brand,
  Crumb,
  Suggestions,
} from './model/types'
export { SORTS } from './model/types'
