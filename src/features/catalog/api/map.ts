// psdata → domain for the catalogue. Pure functions; a back-end change touches dto.ts and this file only.
import { discountPercent } from '@contract/money'
import { brandPath, categoryPath, productPath } from '@contract/pageUrls'
import { assetUrl } from '@/shared/config'
import { pathUnderLanguage } from '@/shared/lib/pathUnderLanguage'
import { asProductId } from '@/shared/ids'
import type {
  AttributeGroup,
  Availability,
  Brand,
  BrandPage,
  CategoryListing,
  CategoryRef,
  Crumb,
  Facet,
  Image,
  ListingPage,
  Price,
  Product,
  ProductSummary,
  Suggestions,
  Variant,
} from '../model/types'
import type {
  PsBrand,
  PsBrandListing,
  PsBrands,
  PsBreadcrumbItem,
  PsCategoryListing,
  PsCategoryRef,
  PsFacet,
  PsImage,
  PsListing,
  PsListProduct,
  PsProductDetail,
  PsSearch,
  PsSuggestions,
} from './dto'

const num = (v: number | string | undefined | null): number => (v === undefined || v === null || v === '' ? 0 : Number(v))

export function mapImage(image: PsImage | null | undefined, alt: string): Image | null {
  if (!image?.url) return null
  const sizes = Object.values(image.sizes ?? {}).filter((s) => s?.url && s.width)
  return {
    url: assetUrl(image.url),
    alt: image.legend ?? alt,
    width: image.width || 0,
    height: image.height || 0,
    srcSet: sizes.map((s) => `${assetUrl(s.url)} ${s.width}w`).join(', '),
  }
}

export function mapPrice(p: Pick<PsListProduct, 'has_discount' | 'regular_price' | 'price' | 'discount'>): Price {
  const price: Price = { isDiscounted: Boolean(p.has_discount), regularPrice: num(p.regular_price), value: num(p.price) }
  if (price.isDiscounted && price.regularPrice > 0) {
    price.discountPercentage = p.discount?.percentage ?? discountPercent(price.regularPrice, price.value)
  }
  return price
}

function mapAvailability(p: PsListProduct): Availability {
  switch (p.availability) {
    case 'last_remaining_items':
      return 'lastItems'
    case 'preorder':
    case 'unavailable':
    case 'available':
      return p.availability
    default:
      return num(p.quantity) > 0 ? 'available' : 'unavailable'
  }
}

/** Spec §3: id, name, slug, sku, description, quantityLimit, price, primaryImage; empty variants, gallery and
 * attributes; rating 0/0 when the back end sends none. */
export function mapListProduct(p: PsListProduct): ProductSummary {
  return {
    id: asProductId(p.id_product),
    name: p.name,
    slug: p.link_rewrite,
    sku: p.sku ?? p.reference ?? '',
    description: p.description ?? p.description_short ?? '',
    quantityLimit: num(p.quantity),
    price: mapPrice(p),
    primaryImage: mapImage(p.default_image, p.name),
    variants: [],
    gallery: [],
    attributes: [],
    rating: { average: num(p.rating?.average), count: num(p.rating?.count) },
    path: productPath(p.id_product, p.link_rewrite),
    brand: p.brand?.name ? { id: p.brand.id_manufacturer, name: p.brand.name, path: brandPath(p.brand.id_manufacturer, p.brand.link_rewrite ?? '') } : null,
    availability: mapAvailability(p),
    preorderDate: p.preorder?.available_date ?? null,
    colors: (p.colors ?? []).map((c) => ({ name: c.name, color: c.color })),
    isNew: Boolean(p.new),
    defaultVariantId: p.id_product_attribute ? Number(p.id_product_attribute) : null,
  }
}

export const mapCrumbs = (items: PsBreadcrumbItem[] = []): Crumb[] => items.map((c) => ({ label: c.title, path: pathUnderLanguage(c.url) }))

function mapFacet(f: PsFacet): Facet {
  return {
    label: f.label,
    type: f.type,
    widget: f.widgetType === 'color' ? 'color' : 'checkbox',
    options: f.filters.map((o) => ({ label: o.label, active: o.active, count: o.magnitude, toggle: o.nextEncodedFacets, color: o.properties?.color ?? null })),
  }
}

export function mapListing(psdata: PsListing): ListingPage {
  const perPage = psdata.pagination.per_page ?? (psdata.products.length || 24)
  const total = psdata.pagination.total_items
  return {
    products: psdata.products.map(mapListProduct),
    total,
    page: psdata.pagination.page ?? psdata.pagination.current_page ?? 1,
    perPage,
    pagesCount: psdata.pagination.pages_count ?? Math.max(1, Math.ceil(total / perPage)),
    facets: (psdata.facets ?? []).filter((f) => f.displayed && f.filters.length > 0).map(mapFacet),
  }
}

/** A list without a page (related, featured, best sellers, latest): its products; none when psdata is null. */
export const mapProductList = (psdata: Pick<PsListing, 'products'> | null): ProductSummary[] => (psdata?.products ?? []).map(mapListProduct)

// Brand and search answers may come without their listing fields (a brand asked without products, a search with
// no results on some back ends): an empty page then, not a crash.
const partialListing = (psdata: Partial<PsListing>): ListingPage =>
  mapListing({ products: psdata.products ?? [], pagination: psdata.pagination ?? { total_items: 0 }, facets: psdata.facets })

/** A page of search results. */
export const mapSearchResults = (psdata: PsSearch): ListingPage => partialListing(psdata)

export function mapCategoryRef(c: PsCategoryRef): CategoryRef {
  return {
    id: c.id_category,
    name: c.name,
    path: categoryPath(c.id_category, c.link_rewrite),
    count: c.nb_products ?? 0,
    children: (c.children ?? []).map(mapCategoryRef),
  }
}

export function mapCategoryListing(psdata: PsCategoryListing): CategoryListing {
  return {
    ...mapListing(psdata),
    category:
      psdata.id_category !== null && psdata.name
        ? {
            id: psdata.id_category,
            name: psdata.name,
            descriptionHtml: psdata.description ?? '',
            metaDescription: psdata.meta_description ?? '',
            slugs: psdata.alternates ?? {},
          }
        : null,
    breadcrumb: mapCrumbs(psdata.breadcrumb),
    subcategories: (psdata.children ?? []).map(mapCategoryRef),
  }
}

function mapGroups(groups: PsProductDetail['groups'] = []): AttributeGroup[] {
  return groups.map((g) => ({
    id: g.id_attribute_group,
    name: g.name,
    type: g.group_type,
    options: g.attributes.map((a) => ({ id: a.id_attribute, name: a.name, color: a.html_color_code || null, stock: a.quantity })),
  }))
}

function mapVariants(combinations: PsProductDetail['combinations'] = []): Variant[] {
  return combinations.map((c) => ({
    id: c.id_product_attribute,
    attributes: c.attributes,
    sku: c.reference,
    stock: c.quantity,
    price: mapPrice(c),
    isDefault: c.default_on,
  }))
}

export function mapProduct(p: PsProductDetail): Product {
  const summary = mapListProduct(p)
  const gallery = (p.images ?? []).map((i) => mapImage(i, p.name)).filter((i): i is Image => i !== null)
  return {
    ...summary,
    variants: mapVariants(p.combinations),
    gallery,
    attributes: mapGroups(p.groups),
    descriptionHtml: p.description ?? '',
    features: p.features ?? [],
    selectedVariantId: p.id_product_attribute ? Number(p.id_product_attribute) : null,
    selectionExists: p.combination_available !== false,
    sizeGuide: p.size_guide ? { ...p.size_guide, note: p.size_guide.note ?? '' } : null,
    manualUrl: p.manual?.url ? assetUrl(p.manual.url) : null,
    breadcrumb: mapCrumbs(p.breadcrumb),
    metaDescription: p.meta_description ?? '',
    slugs: p.alternates ?? {},
    latestReviews: (p.latest_reviews ?? []).map((r) => ({ title: r.title, body: r.content, author: r.customer_name, rating: r.grade, date: r.date_add })),
  }
}

export function mapBrand(b: PsBrand): Brand {
  return {
    id: b.id_manufacturer,
    name: b.name,
    path: brandPath(b.id_manufacturer, b.link_rewrite),
    logo: mapImage(b.image, b.name),
    count: b.nb_products ?? 0,
    descriptionHtml: b.description ?? '',
  }
}

export const mapBrands = (psdata: PsBrands): Brand[] => psdata.brands.map(mapBrand)

/** getBrand: the brand itself and the page of its products it carries. */
export const mapBrandPage = (psdata: PsBrandListing): BrandPage => ({ brand: mapBrand(psdata), listing: partialListing(psdata) })

export function mapSuggestions(s: PsSuggestions | undefined): Suggestions {
  return {
    products: (s?.products ?? []).map((p) => ({
      id: asProductId(p.id_product),
      name: p.name,
      path: productPath(p.id_product, p.link_rewrite),
      price: mapPrice(p),
      primaryImage: mapImage(p.default_image, p.name),
    })),
    categories: (s?.categories ?? []).map(mapCategoryRef),
    brands: (s?.brands ?? []).map(mapBrand),
  }
}

/** The `search` call asked with `suggest: true`: only its suggestions matter. */
export const mapSearchSuggestions = (psdata: PsSearch): Suggestions => mapSuggestions(psdata.suggestions)
