// Catalogue calls: product listings, product page, home lists, related products, categories, brands, search.
import { BrandListing, Brands, Category, CategoryListing, ProductDetail, ProductList, Search } from '@contract/api/catalog'
import { call } from '../http/calls'
import { notFound } from '../lib/apiError'
import type { Lang } from '../lib/lang'
import type { Shop } from '../shop'
import { bool, dict, id, int, obj, oneOf, str } from '@contract/schema'
import { brandRows, presentBrand } from '../services/catalog/brands'
import { breadcrumb, categoryAlternates, categoryTree, findCategory, presentCategory } from '../services/catalog/categories'
import { listProducts, MAX_PER_PAGE, type ListingRequest } from '../services/catalog/listing'
import { SORTS, type Sort } from '../services/catalog/listingSql'
import { productDetail } from '../services/catalog/productDetail'
import { homeList, relatedProducts, type HomeList } from '../services/catalog/productLists'
import { searchProducts, suggestions } from '../services/catalog/search'

const page = () => int(1, 10_000)
const perPage = () => int(1, MAX_PER_PAGE)
const listingFields = { page: page(), per_page: perPage(), q: str(500), order: oneOf(SORTS) }

interface ListingBody {
  page?: number
  per_page?: number
  q?: string
  order?: Sort
}
const listingRequest = (b: ListingBody): ListingRequest => ({ page: b.page, perPage: b.per_page, q: b.q, order: b.order })

type ProductsBody = ListingBody & { id_category?: number; categorySlug?: string; with_category_tree?: boolean }

const getProducts = call({
  name: 'getProducts',
  answer: CategoryListing,
  cached: true,
  body: obj({ ...listingFields, id_category: int(0), categorySlug: str(128), with_category_tree: bool() }),
  handler: ({ shop, lang, body }) => productsPage(shop, lang, body),
})

/** A category page's psdata: the category, its listing, and the tree when asked. */
async function productsPage(shop: Shop, lang: Lang, body: ProductsBody) {
  const tree = await categoryTree(shop, lang)
  const wantsCategory = (body.id_category !== undefined && body.id_category > 0) || !!body.categorySlug
  const category = wantsCategory ? await findCategory(shop, lang, body.id_category || undefined, body.categorySlug) : null
  if (wantsCategory && !category) throw notFound('category.not_found')
  const listing = await listProducts(shop, { lang, idCategory: category?.id_category ?? null }, listingRequest(body))
  const meta = category
    ? {
        ...presentCategory(category, lang),
        description: category.description,
        meta_title: category.name,
        meta_description: category.meta_description,
        label: category.name,
        breadcrumb: breadcrumb(tree, lang, category.id_category),
        alternates: await categoryAlternates(shop.db, category.id_category),
      }
    : { id_category: null, name: null, label: null, breadcrumb: breadcrumb(tree, lang, -1) }
  return {
    psdata: {
      ...meta,
      ...listing,
      ...(body.with_category_tree ? { categories: tree.roots.map((c) => presentCategory(c, lang, true)) } : {}),
    },
  }
}

const getCategory = call({
  name: 'getCategory',
  answer: Category,
  cached: true,
  body: obj({ id_category: id(), categorySlug: str(128) }),
  async handler({ shop, lang, body }) {
    const category = await findCategory(shop, lang, body.id_category, body.categorySlug)
    if (!category) throw notFound('category.not_found')
    const tree = await categoryTree(shop, lang)
    return {
      psdata: {
        ...presentCategory(category, lang),
        description: category.description,
        meta_title: category.name,
        meta_description: category.meta_description,
        breadcrumb: breadcrumb(tree, lang, category.id_category),
        alternates: await categoryAlternates(shop.db, category.id_category),
      },
    }
  },
})

const getProduct = call({
  name: 'getProduct',
  answer: ProductDetail,
  cached: true,
  body: obj({ product_id: id(), group: dict(id(), '^[0-9]{1,9}$') }, ['product_id']),
  async handler({ shop, lang, body }) {
    return { psdata: await productDetail(shop, lang, body.product_id, body.group) }
  },
})

const getRelatedProducts = call({
  name: 'getRelatedProducts',
  answer: ProductList,
  cached: true,
  body: obj({ id_product: id(), page: page(), per_page: perPage() }, ['id_product']),
  async handler({ shop, lang, body }) {
    return { psdata: await relatedProducts(shop, lang, body.id_product, body.page ?? 1, body.per_page ?? 8) }
  },
})

const homeListCall = (name: string, list: HomeList) =>
  call({
    name,
    answer: ProductList,
    body: obj({ page: page(), per_page: perPage() }),
    cached: true,
    async handler({ shop, lang, body }) {
      return { psdata: await homeList(shop, lang, list, body.page ?? 1, body.per_page ?? 12) }
    },
  })

const getBrands = call({
  name: 'getBrands',
  answer: Brands,
  cached: true,
  async handler({ shop, lang }) {
    return { psdata: { brands: (await brandRows(shop, lang)).map((b) => presentBrand(b, lang)) } }
  },
})

const getBrand = call({
  name: 'getBrand',
  answer: BrandListing,
  cached: true,
  body: obj({ ...listingFields, id_manufacturer: id(), slug: str(128), with_products: bool() }),
  async handler({ shop, lang, body }) {
    const brand = (await brandRows(shop, lang)).find((b) =>
      body.id_manufacturer !== undefined ? b.id_manufacturer === body.id_manufacturer : b.link_rewrite === body.slug,
    )
    if (!brand) throw notFound('brand.not_found')
    const listing =
      body.with_products === false ? {} : await listProducts(shop, { lang, idCategory: null, idManufacturer: brand.id_manufacturer }, listingRequest(body))
    return { psdata: { ...presentBrand(brand, lang, true), meta_title: brand.name, ...listing } }
  },
})

const search = call({
  name: 'search',
  answer: Search,
  cached: true,
  body: obj({ ...listingFields, s: str(200), suggest: bool() }),
  async handler({ shop, lang, body }) {
    const query = body.s ?? ''
    const suggested = await suggestions(shop, lang, query)
    if (body.suggest) return { psdata: { search_string: query, suggestions: suggested } }
    return { psdata: { ...(await searchProducts(shop, lang, query, listingRequest(body))), suggestions: suggested } }
  },
})

export const catalogCalls = [
  getProducts,
  getCategory,
  getProduct,
  getRelatedProducts,
  homeListCall('getProductsFeatured', 'featured'),
  homeListCall('getProductsBestsellers', 'bestsellers'),
  homeListCall('getProductsLatest', 'latest'),
  getBrands,
  getBrand,
  search,
]
