// The catalogue's domain: what the screens work with, independent of the back end's field names.
import type { ProductId } from '@/shared/ids'
export const SORTS = ['relevance', 'price_asc', 'price_desc', 'popularity', 'date_add_asc', 'date_add_desc', 'title_asc', 'title_desc'] as const
export type Sort = (typeof SORTS)[number]

export type Availability = 'available' | 'lastItems' | 'preorder' | 'unavailable'

export interface Image {
  url: string
  alt: string
  width: number
  height: number
  /** "url 125w, url 250w, …" for srcset; empty when the back end sends one size only. */
  srcSet: string
}

export interface Price {
  isDiscounted: boolean
  regularPrice: number
  value: number
  /** Percentage off, when discounted. */
  discountPercentage?: number
}

/** A product in a list. The first block is spec §3's mapping, exactly; the rest enriches cards when sent. */
export interface ProductSummary {
  id: ProductId
  name: string
  slug: string
  sku: string
  description: string
  quantityLimit: number
  price: Price
  primaryImage: Image | null
  variants: Variant[]
  gallery: Image[]
  attributes: AttributeGroup[]
  rating: { average: number; count: number }
  /** Path segment of the product page, e.g. "42-merino-sweater.html". */
  path: string
  brand: { id: number; name: string; path: string } | null
  availability: Availability
  preorderDate: string | null
  colors: { name: string; color: string }[]
  isNew: boolean
  /** The default combination, when the product has variants (quick add needs none). */
  defaultVariantId: number | null
}

export interface AttributeOption {
  id: number
  name: string
  color: string | null
  /** Stock over all combinations with this option. */
  stock: number
}

export interface AttributeGroup {
  id: number
  name: string
  type: 'select' | 'radio' | 'color'
  options: AttributeOption[]
}

export interface Variant {
  id: number
  /** Attribute ids, one per group. */
  attributes: number[]
  sku: string
  stock: number
  price: Price
  isDefault: boolean
}

export interface Product extends ProductSummary {
  descriptionHtml: string
  features: { name: string; value: string }[]
  selectedVariantId: number | null
  /** False when the requested selection matches no combination. */
  selectionExists: boolean
  sizeGuide: { title: string; columns: string[]; rows: string[][]; note: string } | null
  manualUrl: string | null
  breadcrumb: Crumb[]
  metaDescription: string
  /** The product's slug per language, for the language switcher and hreflang. */
  slugs: Record<string, string>
  /** The newest reviews (the reviews section loads them all, page by page), for the structured data. */
  latestReviews: ReviewExcerpt[]
}

/** A published review as everyone sees it. */
export interface ReviewExcerpt {
  title: string
  /** Plain text. */
  body: string
  author: string
  /** 1 to 5. */
  rating: number
  /** ISO date and time of writing. */
  date: string
}

export interface Crumb {
  label: string
  /** Path segment under /{lang}: '' for home, "10-clothing" for a category. */
  path: string
}

export interface FacetOption {
  label: string
  active: boolean
  count: number
  /** The filter string that toggles this option (sent back as is). */
  toggle: string
  color: string | null
}

export interface Facet {
  label: string
  type: string
  widget: 'checkbox' | 'color'
  options: FacetOption[]
}

export interface ListingPage {
  products: ProductSummary[]
  total: number
  page: number
  perPage: number
  pagesCount: number
  facets: Facet[]
}

export interface CategoryRef {
  id: number
  name: string
  path: string
  count: number
  children: CategoryRef[]
}

export interface CategoryListing extends ListingPage {
  category: { id: number; name: string; descriptionHtml: string; metaDescription: string; slugs: Record<string, string> } | null
  breadcrumb: Crumb[]
  subcategories: CategoryRef[]
}

export interface Brand {
  id: number
  name: string
  path: string
  logo: Image | null
  count: number
  descriptionHtml: string
}

/** A brand's page: the brand and a page of its products. */
export interface BrandPage {
  brand: Brand
  listing: ListingPage
}

export interface Suggestions {
  products: Pick<ProductSummary, 'id' | 'name' | 'path' | 'price' | 'primaryImage'>[]
  categories: CategoryRef[]
  brands: Brand[]
}
