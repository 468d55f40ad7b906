// A customer writes, edits or deletes their own review: a new one only for a product they bought, once; someone
// else's answers 404. Each change refreshes the product's rating, which listings and pages show.
import type { Queryable } from '../../db/client'
import { forbidden, invalid, notFound } from '../../lib/apiError'
import type { Lang } from '../../lib/lang'
import { productTag } from '../../render/cacheTags'
import type { Shop } from '../../shop'
import { requireActiveProduct } from '../catalog/activeProduct'
import { catalogChanged } from '../catalogChanges'
import { refreshRatings } from './ratings'
import { criteriaNames, hasPurchased, presentReview, type ReviewRow } from './reviews'

export interface ReviewInput {
  title: string
  content: string
  rating: number
  criteria?: Record<string, number>
}

/** The customer as a review shows them: first name and initial. */
export interface Reviewer {
  id_customer: number
  firstname: string
  lastname: string
}

async function checkCriteria(db: Queryable, criteria: Record<string, number> | undefined): Promise<void> {
  const known = new Set((await criteriaNames(db, 'en')).map((c) => c.key))
  const unknown = Object.keys(criteria ?? {}).filter((k) => !known.has(k))
  if (unknown.length) throw invalid(Object.fromEntries(unknown.map((k) => [`review.criteria.${k}`, 'review.unknown_criterion'])))
}

/** The product's rating once a review changed, the caches that show it told. */
async function ratingAfterChange(shop: Shop, idProduct: number) {
  await refreshRatings(shop.db, idProduct)
  // Ratings show on product cards and pages.
  await catalogChanged(shop, [productTag(idProduct)])
  const [p] = await shop.db.query<{ rating_avg: number; rating_count: number }>('select rating_avg, rating_count from products where id_product = $1', [
    idProduct,
  ])
  return { average: Number(p?.rating_avg ?? 0), count: p?.rating_count ?? 0 }
}

export async function writeReview(shop: Shop, lang: Lang, customer: Reviewer, idProduct: number, review: ReviewInput) {
  await requireActiveProduct(shop.db, idProduct)
  await checkCriteria(shop.db, review.criteria)
  if (!(await hasPurchased(shop.db, customer.id_customer, idProduct))) {
    throw forbidden('review.purchase_required')
  }
  const [row] = await shop.db.query<ReviewRow>(
    `insert into reviews (id_product, id_customer, customer_name, title, content, lang, grade, criteria)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
     on conflict (id_product, id_customer) where id_customer is not null do nothing returning *`,
    [
      idProduct,
      customer.id_customer,
      `${customer.firstname} ${customer.lastname.charAt(0)}.`,
      review.title.trim(),
      review.content.trim(),
      lang,
      review.rating,
      JSON.stringify(review.criteria ?? {}),
    ],
  )
  if (!row) throw invalid({ review: 'review.already_written' })
  return { review: presentReview(row, customer.id_customer), rating: await ratingAfterChange(shop, idProduct) }
}

export async function editReview(shop: Shop, idCustomer: number, idProduct: number, idReview: number, review: ReviewInput) {
  await checkCriteria(shop.db, review.criteria)
  const [row] = await shop.db.query<ReviewRow>(
    `update reviews set title = $4, content = $5, grade = $6, criteria = $7::jsonb, date_upd = now()
      where id_product_comment = $1 and id_product = $2 and id_customer = $3 returning *`,
    [idReview, idProduct, idCustomer, review.title.trim(), review.content.trim(), review.rating, JSON.stringify(review.criteria ?? {})],
  )
  if (!row) throw notFound('review.not_found')
  return { review: presentReview(row, idCustomer), rating: await ratingAfterChange(shop, idProduct) }
}

/** Deletes the customer's review; answers the product's rating without it. */
export async function deleteReview(shop: Shop, idCustomer: number, idProduct: number, idReview: number) {
  const rows = await shop.db.query('delete from reviews where id_product_comment = $1 and id_product = $2 and id_customer = $3 returning id_product_comment', [
    idReview,
    idProduct,
    idCustomer,
  ])
  if (!rows.length) throw notFound('review.not_found')
  return ratingAfterChange(shop, idProduct)
}
