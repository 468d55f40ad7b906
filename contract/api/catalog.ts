// The catalogue's answers (PrestaShop presenter names): listing items, listings with facets and pagination,
// categories, brands, search with suggestions, the product page. Fields beyond the spec's are optional: other back
// ends may not send them.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
export type ImageRef = Static<typeof ImageRef>
export const ImageRef = Type.Object({
  url: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
})

export type LineImage = Static<typeof LineImage>
/** The picture of a line (cart, order, wishlist, withdrawal): the product's default picture, or none. */
export const LineImage = Type.Union([Type.Composite([ImageRef, Type.Object({ legend: Type.Optional(Type.String()) })]), Type.Null()])

export type Image = Static<typeof Image>
export const Image = Type.Composite([
  ImageRef,
  Type.Object({
    sizes: Type.Optional(
      Type.Partial(Type.Record(Type.Union([Type.Literal('small'), Type.Literal('home'), Type.Literal('medium'), Type.Literal('large')]), ImageRef)),
    ),
    legend: Type.Optional(Type.String()),
  }),
])

export type Discount = Static<typeof Discount>
export const Discount = Type.Object({
  type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
  value: Type.Number(),
  amount: Type.Number(),
  percentage: Type.Number(),
})

export type ListProduct = Static<typeof ListProduct>
export const ListProduct = Type.Object({
  id_product: Type.Union([Type.Number(), Type.String()]),
  id_product_attribute: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  name: Type.String(),
  link_rewrite: Type.String(),
  sku: Type.Optional(Type.String()),
  reference: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  description_short: Type.Optional(Type.String()),
  quantity: Type.Union([Type.Number(), Type.String()]),
  has_discount: Type.Boolean(),
  regular_price: Type.Union([Type.Number(), Type.String()]),
  price: Type.Union([Type.Number(), Type.String()]),
  discount: Type.Optional(Type.Union([Discount, Type.Null()])),
  default_image: Type.Optional(Type.Union([Image, Type.Null()])),
  availability: Type.Optional(
    Type.Union([Type.Literal('available'), Type.Literal('last_remaining_items'), Type.Literal('preorder'), Type.Literal('unavailable')]),
  ),
  available_for_order: Type.Optional(Type.Boolean()),
  preorder: Type.Optional(
    Type.Union([
      Type.Object({
        available_date: Type.String(),
      }),
      Type.Null(),
    ]),
  ),
  brand: Type.Optional(
    Type.Union([
      Type.Object({
        id_manufacturer: Type.Number(),
        name: Type.Union([Type.String(), Type.Null()]),
        link_rewrite: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  ),
  category: Type.Optional(
    Type.Union([
      Type.Object({
        id_category: Type.Number(),
        name: Type.String(),
        link_rewrite: Type.String(),
      }),
      Type.Null(),
    ]),
  ),
  rating: Type.Optional(
    Type.Object({
      average: Type.Number(),
      count: Type.Number(),
    }),
  ),
  colors: Type.Optional(
    Type.Array(
      Type.Object({
        id_attribute: Type.Number(),
        name: Type.String(),
        color: Type.String(),
      }),
    ),
  ),
  new: Type.Optional(Type.Boolean()),
})

export type Pagination = Static<typeof Pagination>
export const Pagination = Type.Object({
  total_items: Type.Number(),
  page: Type.Optional(Type.Number()),
  current_page: Type.Optional(Type.Number()),
  per_page: Type.Optional(Type.Number()),
  pages_count: Type.Optional(Type.Number()),
})

export type FacetFilter = Static<typeof FacetFilter>
export const FacetFilter = Type.Object({
  label: Type.String(),
  type: Type.String(),
  active: Type.Boolean(),
  magnitude: Type.Number(),
  value: Type.Union([Type.Number(), Type.String()]),
  nextEncodedFacets: Type.String(),
  properties: Type.Optional(
    Type.Object({
      color: Type.Optional(Type.String()),
    }),
  ),
})

export type Facet = Static<typeof Facet>
export const Facet = Type.Object({
  label: Type.String(),
  type: Type.String(),
  displayed: Type.Boolean(),
  filters: Type.Array(FacetFilter),
  widgetType: Type.Optional(Type.Union([Type.Literal('checkbox'), Type.Literal('color'), Type.String()])),
})

export type BreadcrumbItem = Static<typeof BreadcrumbItem>
export const BreadcrumbItem = Type.Object({
  title: Type.String(),
  url: Type.String(),
  id_category: Type.Union([Type.Number(), Type.Null()]),
})

export type CategoryRef = Static<typeof CategoryRef>
export const CategoryRef = Type.Recursive(
  (This) =>
    Type.Object({
      id_category: Type.Number(),
      name: Type.String(),
      link_rewrite: Type.String(),
      nb_products: Type.Optional(Type.Number()),
      image: Type.Optional(Type.Union([Image, Type.Null()])),
      children: Type.Optional(Type.Array(This)),
    }),
  { $id: 'CategoryRef' },
)

export type Listing = Static<typeof Listing>
export const Listing = Type.Object({
  products: Type.Array(ListProduct),
  pagination: Pagination,
  facets: Type.Optional(Type.Array(Facet)),
  q: Type.Optional(Type.String()),
})

export type CategoryListing = Static<typeof CategoryListing>
export const CategoryListing = Type.Composite([
  Listing,
  Type.Object({
    id_category: Type.Union([Type.Number(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    link_rewrite: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    meta_description: Type.Optional(Type.String()),
    breadcrumb: Type.Optional(Type.Array(BreadcrumbItem)),
    alternates: Type.Optional(Type.Record(Type.String(), Type.String())),
    children: Type.Optional(Type.Array(CategoryRef)),
    categories: Type.Optional(Type.Array(CategoryRef)),
  }),
])

export type Brand = Static<typeof Brand>
export const Brand = Type.Object({
  id_manufacturer: Type.Number(),
  name: Type.String(),
  link_rewrite: Type.String(),
  image: Type.Optional(Type.Union([Image, Type.Null()])),
  nb_products: Type.Optional(Type.Number()),
  description: Type.Optional(Type.String()),
})

export type Brands = Static<typeof Brands>
export const Brands = Type.Object({
  brands: Type.Array(Brand),
})

export type BrandListing = Static<typeof BrandListing>
export const BrandListing = Type.Composite([Brand, Type.Partial(Listing)])

export type Suggestions = Static<typeof Suggestions>
export const Suggestions = Type.Object({
  products: Type.Array(
    Type.Composite([
      Type.Pick(
        ListProduct,
        Type.Union([
          Type.Literal('id_product'),
          Type.Literal('name'),
          Type.Literal('link_rewrite'),
          Type.Literal('price'),
          Type.Literal('regular_price'),
          Type.Literal('has_discount'),
          Type.Literal('default_image'),
        ]),
      ),
      Type.Object({
        manufacturer_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      }),
    ]),
  ),
  categories: Type.Array(CategoryRef),
  brands: Type.Array(Brand),
})

export type Search = Static<typeof Search>
export const Search = Type.Composite([
  Type.Partial(Listing),
  Type.Object({
    suggestions: Type.Optional(Suggestions),
  }),
])

export type AttributeOption = Static<typeof AttributeOption>
export const AttributeOption = Type.Object({
  id_attribute: Type.Number(),
  name: Type.String(),
  html_color_code: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  selected: Type.Boolean(),
  quantity: Type.Number(),
})

export type AttributeGroup = Static<typeof AttributeGroup>
export const AttributeGroup = Type.Object({
  id_attribute_group: Type.Number(),
  name: Type.String(),
  group_type: Type.Union([Type.Literal('select'), Type.Literal('radio'), Type.Literal('color')]),
  attributes: Type.Array(AttributeOption),
})

export type Combination = Static<typeof Combination>
export const Combination = Type.Object({
  id_product_attribute: Type.Number(),
  attributes: Type.Array(Type.Number()),
  reference: Type.String(),
  quantity: Type.Number(),
  default_on: Type.Boolean(),
  price: Type.Number(),
  regular_price: Type.Number(),
  has_discount: Type.Boolean(),
})

export type ProductDetail = Static<typeof ProductDetail>
export const ProductDetail = Type.Composite([
  ListProduct,
  Type.Object({
    description: Type.String(),
    images: Type.Optional(Type.Array(Image)),
    features: Type.Optional(
      Type.Array(
        Type.Object({
          name: Type.String(),
          value: Type.String(),
        }),
      ),
    ),
    groups: Type.Optional(Type.Array(AttributeGroup)),
    combinations: Type.Optional(Type.Array(Combination)),
    combination_available: Type.Optional(Type.Boolean()),
    size_guide: Type.Optional(
      Type.Union([
        Type.Object({
          title: Type.String(),
          columns: Type.Array(Type.String()),
          rows: Type.Array(Type.Array(Type.String())),
          note: Type.Optional(Type.String()),
        }),
        Type.Null(),
      ]),
    ),
    manual: Type.Optional(
      Type.Union([
        Type.Object({
          url: Type.String(),
          mime: Type.Optional(Type.String()),
        }),
        Type.Null(),
      ]),
    ),
    breadcrumb: Type.Optional(Type.Array(BreadcrumbItem)),
    meta_title: Type.Optional(Type.String()),
    meta_description: Type.Optional(Type.String()),
    alternates: Type.Optional(Type.Record(Type.String(), Type.String())),
    latest_reviews: Type.Optional(
      Type.Array(
        Type.Object({
          title: Type.String(),
          content: Type.String(),
          customer_name: Type.String(),
          grade: Type.Number(),
          date_add: Type.String(),
        }),
      ),
    ),
  }),
])

/** getRelatedProducts and the home lists (getProductsFeatured, getProductsBestsellers, getProductsLatest). */
export const ProductList = Type.Object({ products: Type.Array(ListProduct), pagination: Pagination })

/** getCategory: a category's own fields, without its listing. */
export type Category = Static<typeof Category>
export const Category = Type.Object({
  id_category: Type.Number(),
  name: Type.String(),
  link_rewrite: Type.String(),
  nb_products: Type.Optional(Type.Number()),
  image: Type.Optional(Type.Union([Image, Type.Null()])),
  children: Type.Optional(Type.Array(CategoryRef)),
  description: Type.Optional(Type.String()),
  meta_title: Type.Optional(Type.String()),
  meta_description: Type.Optional(Type.String()),
  breadcrumb: Type.Optional(Type.Array(BreadcrumbItem)),
  alternates: Type.Optional(Type.Record(Type.String(), Type.String())),
})
