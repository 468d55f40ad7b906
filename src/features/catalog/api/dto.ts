// Raw psdata of the catalogue calls (PrestaShop presenter field names), as the back end sends it.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type {
  AttributeGroup,
  AttributeOption,
  Brand,
  BrandListing,
  Brands,
  BreadcrumbItem,
  CategoryListing,
  CategoryRef,
  Combination,
  Discount,
  Facet,
  FacetFilter,
  Image,
  ImageRef,
  ListProduct,
  Listing,
  Pagination,
  ProductDetail,
  Search,
  Suggestions,
} from '@contract/api/catalog'

export type PsImageRef = ImageRef
export type PsImage = Image
export type PsDiscount = Discount
export type PsListProduct = ListProduct
export type PsPagination = Pagination
export type PsFacetFilter = FacetFilter
export type PsFacet = Facet
export type PsBreadcrumbItem = BreadcrumbItem
export type PsCategoryRef = CategoryRef
export type PsListing = Listing
export type PsCategoryListing = CategoryListing
export type PsBrand = Brand
export type PsBrands = Brands
export type PsBrandListing = BrandListing
export type PsSuggestions = Suggestions
export type PsSearch = Search
export type PsAttributeOption = AttributeOption
export type PsAttributeGroup = AttributeGroup
export type PsCombination = Combination
export type PsProductDetail = ProductDetail
