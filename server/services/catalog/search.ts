// Search: products whose name, brand or reference has words starting with every term (accents and case
// ignored, in the request's language), plus suggestions of products, categories and brands.
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import { t } from '../../lib/messages'
import { searchTerms } from '../../lib/text'
import type { Shop } from '../../shop'
import { categoryTree } from './categories'
import { escapeLike } from './listingSql'
import { DEFAULT_PER_PAGE, listProducts, pagination, sortOrders, type Listing, type ListingRequest } from './listing'
import { listingItems } from './presenter'
import { brandUrl, categoryUrl } from '@contract/pageUrls'

const SUGGESTIONS = 5

const likeAll = (column: string, terms: string[], firstParam: number) => terms.map((_, i) => `${column} like $${firstParam + i}`).join(' and ')
const patterns = (terms: string[]) => terms.map((t) => `% ${escapeLike(t)}%`)

export async function suggestions(shop: Shop, lang: Lang, query: string) {
  const terms = searchTerms(query)
  if (!terms.length) return { products: [], categories: [], brands: [] }
  const productIds = await shop.db.query<{ id_product: number }>(
    `select pl.id_product from product_lang pl join products p on p.id_product = pl.id_product and p.active
      where pl.lang = $1 and ${likeAll('pl.search_text', terms, 2)}
      order by (pl.search_text like $${terms.length + 2}) desc, p.sales desc, p.id_product limit ${SUGGESTIONS}`,
    [lang, ...patterns(terms), ` ${escapeLike(terms[0]!)}%`],
  )
  const categoryIds = await shop.db.query<{ id_category: number }>(
    `select id_category from category_lang where lang = $1 and ${likeAll('search_text', terms, 2)} order by id_category limit ${SUGGESTIONS}`,
    [lang, ...patterns(terms)],
  )
  const brands = await shop.db.query<{ id_manufacturer: number; name: string; link_rewrite: string; logo_key: string | null }>(
    `select id_manufacturer, name, link_rewrite, logo_key from brands where ${likeAll('search_text', terms, 1)} order by name limit ${SUGGESTIONS}`,
    patterns(terms),
  )
  const tree = await categoryTree(shop, lang)
  const products = await listingItems(
    shop,
    lang,
    productIds.map((r) => r.id_product),
  )
  return {
    products: products.map((p) => ({
      id_product: p.id_product,
      name: p.name,
      link_rewrite: p.link_rewrite,
      url: p.url,
      price: p.price,
      regular_price: p.regular_price,
      has_discount: p.has_discount,
      default_image: p.default_image,
      manufacturer_name: p.manufacturer_name,
    })),
    categories: categoryIds.flatMap(({ id_category }) => {
      const c = tree.byId.get(id_category)
      return c
        ? [{ id_category, name: c.name, link_rewrite: c.link_rewrite, url: categoryUrl(lang, id_category, c.link_rewrite), nb_products: c.nb_products }]
        : []
    }),
    brands: brands.map((b) => ({
      id_manufacturer: b.id_manufacturer,
      name: b.name,
      link_rewrite: b.link_rewrite,
      url: brandUrl(lang, b.id_manufacturer, b.link_rewrite),
      image: imageShape('m', b.logo_key, b.name),
    })),
  }
}

export async function searchProducts(shop: Shop, lang: Lang, query: string, request: ListingRequest) {
  const terms = searchTerms(query)
  const sort = request.order ?? 'relevance'
  const listing: Listing = terms.length
    ? await listProducts(shop, { lang, idCategory: null, terms }, request)
    : {
        products: [],
        pagination: pagination(0, request.page ?? 1, request.perPage ?? DEFAULT_PER_PAGE),
        sort_orders: sortOrders(lang, sort),
        sort_selected: t(lang, `sort.${sort}`),
        facets: [],
        q: request.q ?? '',
      }
  return { ...listing, search_string: query }
}
