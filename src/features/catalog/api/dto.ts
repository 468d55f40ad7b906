// Raw psdata of the catalogue calls (PrestaShop presenter field names), as the back end sends it.
export interface PsImageRef {
  url: string
  width: number
  height: number
}

export interface PsImage extends PsImageRef {
  sizes?: Partial<Record<'small' | 'home' | 'medium' | 'large', PsImageRef>>
  legend?: string
}

export interface PsDiscount {
  type: 'percentage' | 'amount'
  value: number
  amount: number
  percentage: number
}

/** A product in a list (spec §3). Fields beyond the spec's are optional: other back ends may not send them. */
export interface PsListProduct {
  id_product: number | string
  id_product_attribute?: number | null
  name: string
  link_rewrite: string
  sku?: string
  reference?: string
  description?: string
  description_short?: string
  quantity: number | string
  has_discount: boolean
  regular_price: number | string
  price: number | string
  discount?: PsDiscount | null
  default_image?: PsImage | null
  availability?: 'available' | 'last_remaining_items' | 'preorder' | 'unavailable'
  available_for_order?: boolean
  preorder?: { available_date: string } | null
  brand?: { id_manufacturer: number; name: string | null; link_rewrite: string | null } | null
  category?: { id_category: number; name: string; link_rewrite: string } | null
  rating?: { average: number; count: number }
  colors?: { id_attribute: number; name: string; color: string }[]
  new?: boolean
}

export interface PsPagination {
  total_items: number
  page?: number
  current_page?: number
  per_page?: number
  pages_count?: number
}

export interface PsFacetFilter {
  label: string
  type: string
  active: boolean
  magnitude: number
  value: number | string
  nextEncodedFacets: string
  properties?: { color?: string }
}

export interface PsFacet {
  label: string
  type: string
  displayed: boolean
  filters: PsFacetFilter[]
  widgetType?: 'checkbox' | 'color' | string
}

export interface PsBreadcrumbItem {
  title: string
  url: string
  id_category: number | null
}

export interface PsCategoryRef {
  id_category: number
  name: string
  link_rewrite: string
  nb_products?: number
  image?: PsImage | null
  children?: PsCategoryRef[]
}

export interface PsListing {
  products: PsListProduct[]
  pagination: PsPagination
  facets?: PsFacet[]
  q?: string
}

export interface PsCategoryListing extends PsListing {
  id_category: number | null
  name: string | null
  link_rewrite?: string
  description?: string
  meta_description?: string
  breadcrumb?: PsBreadcrumbItem[]
  alternates?: Record<string, string>
  children?: PsCategoryRef[]
  categories?: PsCategoryRef[]
}

export interface PsBrand {
  id_manufacturer: number
  name: string
  link_rewrite: string
  image?: PsImage | null
  nb_products?: number
  description?: string
}

/** getBrands. */
export interface PsBrands {
  brands: PsBrand[]
}

/** getBrand: the brand's fields and, unless `with_products` is false, its listing. */
export interface PsBrandListing extends PsBrand, Partial<PsListing> {}

export interface PsSuggestions {
  products: (Pick<PsListProduct, 'id_product' | 'name' | 'link_rewrite' | 'price' | 'regular_price' | 'has_discount' | 'default_image'> & {
    manufacturer_name?: string | null
  })[]
  categories: PsCategoryRef[]
  brands: PsBrand[]
}

export interface PsSearch extends Partial<PsListing> {
  suggestions?: PsSuggestions
}

export interface PsAttributeOption {
  id_attribute: number
  name: string
  html_color_code?: string | null
  selected: boolean
  quantity: number
}

export interface PsAttributeGroup {
  id_attribute_group: number
  name: string
  group_type: 'select' | 'radio' | 'color'
  attributes: PsAttributeOption[]
}

export interface PsCombination {
  id_product_attribute: number
  attributes: number[]
  reference: string
  quantity: number
  default_on: boolean
  price: number
  regular_price: number
  has_discount: boolean
}

export interface PsProductDetail extends PsListProduct {
  description: string
  images?: PsImage[]
  features?: { name: string; value: string }[]
  groups?: PsAttributeGroup[]
  combinations?: PsCombination[]
  combination_available?: boolean
  size_guide?: { title: string; columns: string[]; rows: string[][]; note?: string } | null
  manual?: { url: string; mime?: string } | null
  breadcrumb?: PsBreadcrumbItem[]
  meta_title?: string
  meta_description?: string
  alternates?: Record<string, string>
  /** The newest reviews, with only what anyone sees of them. */
  latest_reviews?: { title: string; content: string; customer_name: string; grade: number; date_add: string }[]
}
