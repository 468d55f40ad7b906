// Product reviews: anyone reads them; a logged-in customer who bought the product writes one, and edits or
// deletes only their own (anyone else's answers 404).
import { ReviewChange, ReviewDeleted, ReviewPage } from '@contract/api/reviews'
import { call } from '../http/calls'
import { forbidden, invalid, notFound } from '../lib/apiError'
import { dict, id, int, obj, str } from '@contract/schema'
import { criteriaNames, hasPurchased, presentReview, REVIEWS_PER_PAGE, reviewStatus, type ReviewRow } from '../services/reviews/reviews'
import { refreshRatings } from '../services/reviews/ratings'
import type { Shop } from '../shop'
import { catalogChanged } from '../services/catalogChanges'
import { productTag } from '../render/cacheTags'

const reviewSchema = () =>
  obj(
    {
      title: str(64, 3, { pattern: '\\S' }),
      content: str(2000, 10, { pattern: '\\S' }),
      rating: int(1, 5),
      criteria: dict(int(1, 5), '^[a-z_]{1,32}$', 10),
    },
    ['title', 'content', 'rating'],
  )

async function productExists(shop: Shop, idProduct: number): Promise<void> {
  const [row] = await shop.db.query('select 1 from products where id_product = $1 and active', [idProduct])
  if (!row) throw notFound('product.not_found')
}

async function checkCriteria(shop: Shop, criteria: Record<string, number> | undefined): Promise<void> {
  const known = new Set((await criteriaNames(shop.db, 'en')).map((c) => c.key))
  const unknown = Object.keys(criteria ?? {}).filter((k) => !known.has(k))
  if (unknown.length) throw invalid(Object.fromEntries(unknown.map((k) => [`review.criteria.${k}`, 'review.unknown_criterion'])))
}

async function afterChange(shop: Shop, idProduct: number) {
  await refreshRatings(shop.db, idProduct)
  // Ratings show on product cards and pages.
  await catalogChanged(shop, [productTag(idProduct)])
  const [p] = await shop.db.query<{ rating_avg: number; rating_count: number }>('select rating_avg, rating_count from products where id_product = $1', [
    idProduct,
  ])
  return { average: Number(p?.rating_avg ?? 0), count: p?.rating_count ?? 0 }
}

const getProductReviews = call({
  name: 'getProductReviews',
  answer: ReviewPage,
  body: obj({ productId: id(), page: int(1, 10_000) }, ['productId']),
  async handler({ shop, session, lang, body }) {
    await productExists(shop, body.productId)
    const page = body.page ?? 1
    const rows = await shop.db.query<ReviewRow>(
      `select * from reviews where id_product = $1 order by date_add desc, id_product_comment desc limit ${REVIEWS_PER_PAGE} offset $2`,
      [body.productId, (page - 1) * REVIEWS_PER_PAGE],
    )
    const [stats] = await shop.db.query<{ n: number; avg: number | null }>(
      'select count(*) as n, avg(grade)::numeric(3,2) as avg from reviews where id_product = $1',
      [body.productId],
    )
    const grades = await shop.db.query<{ grade: number; n: number }>('select grade, count(*) as n from reviews where id_product = $1 group by grade', [
      body.productId,
    ])
    const criteria = await criteriaNames(shop.db, lang)
    const averages = await shop.db.query<{ key: string; avg: number }>(
      `select c.key, round(avg(c.value::numeric), 2) as avg from reviews r, jsonb_each_text(r.criteria) c where r.id_product = $1 group by c.key`,
      [body.productId],
    )
    const viewer = session.customerId
    return {
      psdata: {
        comments_nb: stats?.n ?? 0,
        comments_per_page: REVIEWS_PER_PAGE,
        page,
        average_grade: Number(stats?.avg ?? 0),
        grades: Object.fromEntries([1, 2, 3, 4, 5].map((g) => [g, grades.find((x) => x.grade === g)?.n ?? 0])),
        criteria,
        criteria_averages: Object.fromEntries(averages.map((a) => [a.key, Number(a.avg)])),
        comments: rows.map((r) => presentReview(r, viewer)),
        ...(await reviewStatus(shop.db, viewer, body.productId)),
      },
    }
  },
})

const createProductReview = call({
  name: 'createProductReview',
  answer: ReviewChange,
  created: true,
  auth: true,
  writes: true,
  body: obj({ productId: id(), review: reviewSchema() }, ['productId', 'review']),
  async handler({ shop, session, lang, body }) {
    const customer = session.requireCustomer()
    await productExists(shop, body.productId)
    await checkCriteria(shop, body.review.criteria)
    if (!(await hasPurchased(shop.db, customer.id_customer, body.productId))) {
      throw forbidden('review.purchase_required')
    }
    const [row] = await shop.db.query<ReviewRow>(
      `insert into reviews (id_product, id_customer, customer_name, title, content, lang, grade, criteria)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
       on conflict (id_product, id_customer) where id_customer is not null do nothing returning *`,
      [
        body.productId,
        customer.id_customer,
        `${customer.firstname} ${customer.lastname.charAt(0)}.`,
        body.review.title.trim(),
        body.review.content.trim(),
        lang,
        body.review.rating,
        JSON.stringify(body.review.criteria ?? {}),
      ],
    )
    if (!row) throw invalid({ review: 'review.already_written' })
    return {
      psdata: { review: presentReview(row, customer.id_customer), rating: await afterChange(shop, body.productId) },
      message: 'Review submitted',
    }
  },
})

const updateProductReview = call({
  name: 'updateProductReview',
  answer: ReviewChange,
  auth: true,
  writes: true,
  body: obj({ productId: id(), reviewId: id(), review: reviewSchema() }, ['productId', 'reviewId', 'review']),
  async handler({ shop, session, body }) {
    const customer = session.requireCustomer()
    await checkCriteria(shop, body.review.criteria)
    const [row] = await shop.db.query<ReviewRow>(
      `update reviews set title = $4, content = $5, grade = $6, criteria = $7::jsonb, date_upd = now()
        where id_product_comment = $1 and id_product = $2 and id_customer = $3 returning *`,
      [
        body.reviewId,
        body.productId,
        customer.id_customer,
        body.review.title.trim(),
        body.review.content.trim(),
        body.review.rating,
        JSON.stringify(body.review.criteria ?? {}),
      ],
    )
    if (!row) throw notFound('review.not_found')
    return { psdata: { review: presentReview(row, customer.id_customer), rating: await afterChange(shop, body.productId) }, message: 'Review updated' }
  },
})

const deleteProductReview = call({
  name: 'deleteProductReview',
  answer: ReviewDeleted,
  auth: true,
  writes: true,
  body: obj({ productId: id(), reviewId: id() }, ['productId', 'reviewId']),
  async handler({ shop, session, body }) {
    const customer = session.requireCustomer()
    const rows = await shop.db.query(
      'delete from reviews where id_product_comment = $1 and id_product = $2 and id_customer = $3 returning id_product_comment',
      [body.reviewId, body.productId, customer.id_customer],
    )
    if (!rows.length) throw notFound('review.not_found')
    return { psdata: { reviewId: body.reviewId, deleted: true, rating: await afterChange(shop, body.productId) }, message: 'Review deleted' }
  },
})

export const reviewCalls = [getProductReviews, createProductReview, updateProductReview, deleteProductReview]
